import Foundation
import Testing

@testable import AnimationPreviewTools

/// Files left out with a failing file because they use its types: one
/// build round for the chain instead of one per step.
@Suite("Leaving out the files that use a failing file's types")
struct CascadeTests {
    @Test func usesAreTypesAndExpressionsButNotMembersOrIfBlocks() {
        let source = """
            struct Shelf {
                var cards: [Card] = [Card()]
                var other = deck.Card
                var implicit: Kind = .Card
                #if DEBUG
                let debug = Card()
                #endif
                func first() -> some `Card` { Card.sample }
            }
            """
        let uses = SourceNameUse.uses(of: ["Card"], in: source)
        #expect(
            uses.map { "\($0.line):\($0.column) \($0.missingMessage)" } == [
                "2:17 cannot find type 'Card' in scope", "2:26 cannot find 'Card' in scope",
                "8:26 cannot find type 'Card' in scope", "8:35 cannot find 'Card' in scope"
            ])
        #expect(SourceNameUse.uses(of: ["Deck"], in: source).isEmpty)
        #expect(SourceNameUse.uses(of: [], in: source).isEmpty)
        // Unfinished text: what parses is read.
        #expect(SourceNameUse.uses(of: ["Card"], in: "let c = Card(").count == 1)
    }

    @Test func aChainOfUsersIsLeftOutInOneRound() {
        let files = [
            PreviewSourceFile(path: "Sources/App/Card.swift", source: "struct Card { let x: Int = \"no\" }\nfunc helper() {}", module: "App"),
            PreviewSourceFile(path: "Sources/App/Shelf.swift", source: "struct Shelf {\n    let card = Card()\n}", module: "App"),
            PreviewSourceFile(path: "Sources/App/Room.swift", source: "struct Room { let shelf: Shelf }", module: "App"),
            // Its own Card, in a module that does not see App's.
            PreviewSourceFile(path: "Sources/Other/Table.swift", source: "struct Card {}\nstruct Table { let c = Card() }", module: "Other"),
            // A function of the failing file: found by the next build.
            PreviewSourceFile(path: "Sources/App/Uses.swift", source: "struct Uses { init() { helper() } }", module: "App"),
            // A module that imports App sees its types.
            PreviewSourceFile(path: "Sources/Kit/Kit.swift", source: "import App\nstruct Kit { var room: Room? }", module: "Kit"),
            // An executable's top-level file is compiled as declarations only: not followed.
            PreviewSourceFile(path: "Sources/App/main.swift", source: "let card = Card()", module: "App")
        ]
        let suffixes = files.map { "/Sources/\($0.module)/" + ($0.displayPath as NSString).lastPathComponent }
        let cascade = PreviewSession.cascade(removing: [0], included: Set(files.indices), files: files, suffixes: suffixes)
        #expect(cascade.map(\.file) == [1, 2, 5])
        #expect(
            cascade.first?.diagnostics == [
                CompilerDiagnostic(file: "/Sources/App/Shelf.swift", line: 2, column: 16, severity: .error, message: "cannot find 'Card' in scope")
            ])
        #expect(cascade.last?.diagnostics.first?.message == "cannot find type 'Room' in scope")
        // A name still declared by a file that is built is not lost.
        let twice = files + [PreviewSourceFile(path: "Sources/App/Card2.swift", source: "typealias Card = Int", module: "App")]
        #expect(
            PreviewSession.cascade(
                removing: [0], included: Set(twice.indices), files: twice, suffixes: suffixes + ["/Sources/App/Card2.swift"]
            ).isEmpty)
        // Nothing left out, nothing follows.
        #expect(PreviewSession.cascade(removing: [], included: Set(files.indices), files: files, suffixes: suffixes).isEmpty)
    }

    /// The note of a file in the cascade leads to the root's error, as for
    /// a file the compiler failed.
    @Test func theNotesLeadToTheRootError() {
        let files = [
            PreviewSourceFile(path: "Sources/App/Card.swift", source: "struct Card {}"),
            PreviewSourceFile(path: "Sources/App/Shelf.swift", source: "let shelf = [Card()]")
        ]
        let cascade = PreviewSession.cascade(
            removing: [0], included: [0, 1], files: files, suffixes: ["/Sources/App/Card.swift", "/Sources/App/Shelf.swift"])
        let notes = PreviewSession.rootNotes(
            for: cascade.first?.diagnostics ?? [], excluded: [(0, "Sources/App/Card.swift:1:8: error: oops")], files: files)
        #expect(notes == ["note: 'Card' is declared in Sources/App/Card.swift, which was left out: Sources/App/Card.swift:1:8: error: oops"])
    }
}
