@testable import AnimationPreview
import Testing

@Suite("The copy that is compiled")
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

    @Test func linesStayWhereTheyAre() {
        let file = PreviewSourceFile(path: "Views/Dot.swift", source: source)
        let copy = file.rewritten(file: 3, registering: file.registrations)
        let lines = copy.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The first line places the rest at the user's file, line 1.
        #expect(lines[0] == "#sourceLocation(file: \(PreviewSourceFile.literal(file.absolutePath)), line: 1)")
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in original.enumerated() where !line.contains("#Preview") && !line.contains("@main") {
            #expect(lines[index + 1] == line)
        }
        // `@main` is blanked to the same width; `#Preview` declares a global.
        #expect(lines[3] == "     ")
        #expect(lines[12] == "let _animatePreview_3_0 = AnimationViews.Preview(\"Dot\") { Dot() }")
        #expect(file.absolutePath.hasSuffix("/Views/Dot.swift") && file.absolutePath.hasPrefix("/"))
    }

    @Test func eachRegistrationHasItsOwnLine() throws {
        let file = PreviewSourceFile(path: "Dot.swift", source: source)
        #expect(file.registrations == [
            PreviewRegistration(kind: .preview, name: "0", line: 12),
            PreviewRegistration(kind: .app, name: "Demo", line: 4),
            PreviewRegistration(kind: .view, name: "Dot", line: 8),
        ])
        let copy = file.rewritten(file: 0, registering: file.registrations)
        let lines = copy.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(copy.lines.count == 3)
        for (line, registration) in copy.lines {
            let text = lines[line - 1]
            switch registration.kind {
            case .preview: #expect(text.contains(".preview(_animatePreview_0_0, file: \"Dot.swift\", line: 12)"))
            case .app: #expect(text.contains(".app(name: \"Demo\", file: \"Dot.swift\", line: 4) { Demo() }"))
            case .view: #expect(text.contains(".view(name: \"Dot\", file: \"Dot.swift\", line: 8) { Dot() }"))
            case .provider: Issue.record("no provider here")
            }
        }
        // Without registrations, no function and no imports are added.
        #expect(!file.rewritten(file: 0, registering: []).text.contains("_animatePreviewCandidates"))
    }

    @Test func columnsAfterARewrittenPreviewMoveBack() {
        let file = PreviewSourceFile(path: "Dot.swift", source: source)
        let grown = PreviewSourceFile.previewReplacement(file: 0, index: 0).utf8.count - "#Preview".utf8.count
        // `{` of line 12 is at column 16 in the user's file.
        #expect(file.userColumn(line: 12, column: 16 + grown, file: 0) == 16)
        // Inside the rewrite: the `#Preview` itself.
        #expect(file.userColumn(line: 12, column: 5, file: 0) == 1)
        // Other lines are untouched.
        #expect(file.userColumn(line: 9, column: 27, file: 0) == 27)
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
}
