import Testing

@testable import AnimationPreview
@testable import AnimationPreviewTools

@Suite("Finding what a file declares")
struct SourceScanTests {
    @Test func viewsProvidersAppsAndPreviews() {
        let source = """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("hi") }
            }

            private struct Row: SwiftUI.View, Equatable {
                let title: String
                var body: some View { Text(title) }
            }

            @main
            struct MyApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }

            #Preview("Named") {
                ContentView()
            }
            """
        let found = SourceDeclarations.scan(source)
        #expect(found.types.map(\.name) == ["ContentView", "Row", "MyApp", "ContentView_Previews"])
        #expect(found.types.map(\.line) == [3, 7, 13, 17])
        #expect(found.types[1].conformances == ["View", "Equatable"])
        #expect(found.types(conformingTo: "App").map(\.name) == ["MyApp"])
        #expect(found.previews.map(\.line) == [21])
        #expect(found.previews[0].column == 1)
        #expect(found.mainAttributes.count == 1)
    }

    @Test func nestedTypesAreQualifiedAndLocalOnesAreNot() {
        let source = """
            enum Screens {
                struct Home: View { var body: some View { EmptyView() } }
                enum Deeper { struct Detail: View { var body: some View { EmptyView() } } }
            }
            extension Screens { struct Settings: View { var body: some View { EmptyView() } } }
            extension Screens.Home: Equatable {}
            extension Legacy: View { var body: some View { EmptyView() } }
            func make() -> some View {
                struct Local: View { var body: some View { EmptyView() } }
                return Local()
            }
            """
        let names = SourceDeclarations.scan(source).types.map(\.name)
        #expect(names == ["Screens.Home", "Screens.Deeper.Detail", "Screens.Settings", "Screens.Home", "Legacy"])
    }

    @Test func genericsWhereClausesProtocolsAndClassMembers() {
        let source = """
            struct Card<Content: View>: View where Content: Equatable {
                var content: Content
                var body: some View { content }
            }
            protocol Themed: View {}
            class Model: ObservableObject {
                class var shared: Model { Model() }
                class func make() -> Model { Model() }
            }
            """
        let types = SourceDeclarations.scan(source).types
        #expect(types.map(\.name) == ["Card", "Model"])
        #expect(types[0].isGeneric && types[0].conformances == ["View"])
        #expect(types[1].conformances == ["ObservableObject"])
    }

    @Test func commentsAndStringsHideWhatTheyHold() {
        let source = #"""
            // struct Commented: View {}
            /* struct Blocked: View { /* nested */ } #Preview { } */
            let a = "struct Quoted: View { \(["}", "{"].joined()) }"
            let b = """
                #Preview {
                struct Multi: View {}
                """
            let c = #"struct Raw: View \#("}") { "#
            struct Real: View { var body: some View { Text("}{ #Preview") } }
            """#
        let found = SourceDeclarations.scan(source)
        #expect(found.types.map(\.name) == ["Real"])
        #expect(found.types[0].line == 9)
        #expect(found.previews.isEmpty)
    }

    @Test func previewsInsideTypesAreNotFileScope() {
        let source = """
            #if DEBUG
            #Preview { Text("a") }
            #endif
            struct S { func f() { _ = "#Preview" } }
            """
        let found = SourceDeclarations.scan(source)
        #expect(found.previews.map(\.line) == [2])
    }

    @Test func placesAreLinesAndByteColumns() {
        let found = SourceDeclarations.scan("let é = 1; #Preview(\"É\") { Text(\"é\") }\n  #Preview { Text(\"b\") }\nstruct `class`: View {}")
        // "é" is two bytes: the first `#` is at byte column 13, not 12.
        #expect(found.previews.map(\.line) == [1, 2])
        #expect(found.previews.map(\.column) == [13, 3])
        #expect(found.previews.map(\.name) == ["É", nil])
        #expect(found.types.map(\.name) == ["class"])
    }

    @Test func previewNamesAreReadWhenLiteral() {
        let source = #"""
            #Preview("Plain") { A() }
            #Preview("Made \(1)") { A() }
            #Preview(traits: .sizeThatFitsLayout) { A() }
            #Preview(name) { A() }
            """#
        #expect(SourceDeclarations.scan(source).previews.map(\.name) == ["Plain", nil, nil, nil])
    }

    /// The name the runner gives a preview is its literal's value, so the
    /// scanner reads escapes as the compiler does: `\"`, `\\`, `\n`,
    /// `\u{...}`, and raw and multi-line literals.
    @Test func previewNamesAreTheLiteralsValues() {
        let source = ##"""
            #Preview("Say \"hi\"") { A() }
            #Preview("Tab\tand \\ \u{1F600}") { A() }
            #Preview(#"Raw \n"#) { A() }
            #Preview("""
                Two
                lines
                """) { A() }
            """##
        #expect(SourceDeclarations.scan(source).previews.map(\.name) == ["Say \"hi\"", "Tab\tand \\ \u{1F600}", #"Raw \n"#, "Two\nlines"])
    }

    @Test func unterminatedInputEnds() {
        for source in ["\"open", "/* open", "\"\"\"\nopen", "struct A: View", "#", "@", "`open"] {
            _ = SourceDeclarations.scan(source)
        }
        #expect(SourceDeclarations.scan("struct A: View").types.isEmpty)
    }

    /// A declaration whose name is missing declares nothing (found by the
    /// `SourceScanner` fuzz target: `struct :aegBd s…` was a type named "").
    @Test func aDeclarationWithoutANameDeclaresNothing() {
        let source = """
            struct : View { var body: some View { EmptyView() } }
            extension : PreviewProvider {}
            extension Outer. : View {}
            enum Outer { struct : View {} }
            struct Kept: View { var body: some View { EmptyView() } }
            """
        #expect(SourceDeclarations.scan(source).types.map(\.name) == ["Kept"])
    }

    /// The names a file declares at file scope, for the note that leads a
    /// file that cannot find one to the file left out that declares it.
    @Test func namesDeclaredAtFileScope() {
        let source = """
            import SwiftUI
            struct Card: View { var body: some View { Text(label) }; let inner = 1 }
            extension Card { static let shared = Card() }
            enum Theme { case dark }
            typealias Cards = [Card]
            func makeCard() -> Card { let local = Card(); return local }
            let label = "Card", count = 2
            protocol Themed {}
            """
        #expect(SourceDeclarations.scan(source).declaredNames == ["Card", "Theme", "Cards", "makeCard", "label", "count", "Themed"])
        #expect(PreviewSession.missingName("cannot find 'Card' in scope") == "Card")
        #expect(PreviewSession.missingName("cannot find type 'Theme' in scope") == "Theme")
        #expect(PreviewSession.missingName("cannot convert value of type 'Int'") == nil)
        let files = [
            PreviewSourceFile(path: "Sources/App/Card.swift", source: source),
            PreviewSourceFile(path: "Sources/App/Home.swift", source: "struct Home {}")
        ]
        let errors = [
            CompilerDiagnostic(file: "/w/Home.swift", line: 1, column: 1, severity: .error, message: "cannot find 'Card' in scope"),
            CompilerDiagnostic(file: "/w/Home.swift", line: 2, column: 1, severity: .error, message: "cannot find 'Card' in scope"),
            CompilerDiagnostic(file: "/w/Home.swift", line: 3, column: 1, severity: .error, message: "cannot find 'Elsewhere' in scope")
        ]
        let notes = PreviewSession.rootNotes(
            for: errors, excluded: [(0, "Sources/App/Card.swift:2:9: error: oops\n  code\n  ^")], files: files)
        #expect(notes == ["note: 'Card' is declared in Sources/App/Card.swift, which was left out: Sources/App/Card.swift:2:9: error: oops"])
        #expect(PreviewSession.rootNotes(for: errors, excluded: [], files: files).isEmpty)
    }

}
