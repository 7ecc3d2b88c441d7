import Foundation
import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

@Suite("What is compiled")
struct PreviewSourceFileTests {
    let source = """
        import SwiftUI

        @main
        struct Demo: App {
            var body: some Scene { WindowGroup { Dot() } }
        }

        struct Dot: View {
            var body: some View { Circle() }
        }

        #Preview("Dot") { Dot() }
        """

    @Test func eachRegistrationHasItsOwnLine() throws {
        let file = PreviewSourceFile(path: "Dot.swift", source: source)
        #expect(
            file.registrations == [
                PreviewRegistration(kind: .preview, name: "0", line: 12),
                PreviewRegistration(kind: .app, name: "Demo", line: 4),
                PreviewRegistration(kind: .view, name: "Dot", line: 8)
            ])
        let generated = PreviewCandidates.source([("Views/Dot.swift", file.registrations)])
        let lines = generated.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The #Preview is the macro's to register: the runner finds it.
        #expect(generated.lines.count == 2)
        #expect(!generated.text.contains("preview("))
        for (line, entry) in generated.lines {
            #expect(entry.file == 0)
            let text = lines[line - 1]
            switch entry.registration.kind {
            case .app: #expect(text.contains(".app(name: \"Demo\", file: \"Views/Dot.swift\", line: 4) { Demo() }"))
            case .view: #expect(text.contains(".view(name: \"Dot\", file: \"Views/Dot.swift\", line: 8) { Dot() }"))
            case .provider, .preview: Issue.record("no \(entry.registration.kind) here")
            }
        }
        // The function the runner's entry point calls.
        #expect(generated.text.contains("public enum \(PreviewCandidates.typeName)"))
        #expect(PreviewCandidates.main.contains("_PreviewRunner.main(\(PreviewCandidates.typeName).all())"))
    }

    @Test func filesAreCopiedUnderTheirOwnNames() {
        let files = ["A/Row.swift", "B/Row.swift", "Row.swift", "Other.swift", "_AnimatePreviewCandidates.swift"].map {
            PreviewSourceFile(path: $0, source: "")
        }
        #expect(PreviewSession.copyNames(files) == ["Row.swift", "Row_2.swift", "Row_3.swift", "Other.swift", "_AnimatePreviewCandidates_2.swift"])
    }

    /// An executable's `main.swift` is copied under another name with its
    /// top-level statements blanked, line for line; its declarations,
    /// `#Preview`s and the declarations inside `#if` stay.
    @Test func topLevelCodeIsLeftOut() {
        let source = """
            import SwiftUI
            let name = CommandLine.arguments.first ?? "tool"
            print(name)
            #if DEBUG
            struct Debug {}
            fatalError("debug")
            #endif
            if name.isEmpty { exit(1) }
            #Preview("Row") { Text(name) }
            """
        let copy = TopLevelCode.declarationsOnly(source)
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 9)
        #expect(lines[1] == "let name = CommandLine.arguments.first ?? \"tool\"")
        #expect(lines[2].allSatisfy { $0 == " " } && lines[2].count == "print(name)".count)
        #expect(lines[4] == "struct Debug {}" && lines[3] == "#if DEBUG" && lines[6] == "#endif")
        #expect(lines[5].trimmingCharacters(in: .whitespaces).isEmpty && lines[7].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[8] == "#Preview(\"Row\") { Text(name) }")
        let files = [PreviewSourceFile(path: "Tool/main.swift", source: source), PreviewSourceFile(path: "Tool/Row.swift", source: "")]
        #expect(PreviewSession.copyNames(files) == [TopLevelCode.copyName, "Row.swift"])
        #expect(TopLevelCode.isMain("Sources/Tool/main.swift") && !TopLevelCode.isMain("Sources/Tool/domain.swift"))
    }

    @Test func literalsEscape() {
        #expect(PreviewSourceFile.literal("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    }

    @Test func previewsAndProvidersWinOverViews() {
        let views = PreviewSourceFile(path: "A.swift", source: "struct A: View { var body: some View { EmptyView() } }")
        let provider = PreviewSourceFile(path: "B.swift", source: "struct B: PreviewProvider { static var previews: some View { A() } }")
        #expect(PreviewSession.registrations(of: [views], choice: nil).flatMap { $0 }.map(\.name) == ["A"])
        #expect(PreviewSession.registrations(of: [views, provider], choice: nil).flatMap { $0 }.map(\.name) == ["B"])
        // A view named by the choice is registered beside the previews.
        #expect(PreviewSession.registrations(of: [views, provider], choice: "A").flatMap { $0 }.map(\.name) == ["A", "B"])
    }

    @Test func twoPreviewsOfOneNameAreWarnedAboutAtTheSecond() {
        let a = PreviewSourceFile(path: "Views/A.swift", source: "#Preview(\"Card\") { A() }\n#Preview(\"Other\") { A() }")
        let b = PreviewSourceFile(path: "Views/B.swift", source: "\n\n  #Preview(\"Card\") { B() }")
        #expect(
            PreviewSession.duplicatePreviewNames([a, b]) == [
                "Views/B.swift:3:3: warning: a preview named 'Card' is already at Views/A.swift:1; "
                    + "--view 'Card' cannot choose between them (choose by FILE:LINE)"
            ])
    }
}
