import SwiftParser
import SwiftSyntax

/// A place where a file refers to a name by itself: as a type (`Card`,
/// `[Card]`, `some Card`) or as an expression (`Card()`, `Card.sample`),
/// not as a member (`deck.Card`, `.Card`).
struct SourceNameUse: Equatable {
    /// The name.
    var name: String
    /// Its line, from 1.
    var line: Int
    /// Its column, in bytes from 1.
    var column: Int
    /// Whether it names a type (`Card` in `let c: Card`), which the compiler
    /// reports as "cannot find type 'Card' in scope" when nothing declares
    /// it, rather than "cannot find 'Card' in scope".
    var isType: Bool

    /// The error the compiler gives this use when nothing declares the name.
    var missingMessage: String {
        isType ? "cannot find type '\(name)' in scope" : "cannot find '\(name)' in scope"
    }

    /// The uses of any of `names` in a file, in source order, read from its
    /// syntax tree (swift-syntax's parser).
    ///
    /// Uses inside `#if` blocks are left out: whether that code is compiled
    /// is not known without the build's conditions. A local declaration or
    /// generic parameter of the same name (which would shadow it) is not
    /// looked for; files are asked about names their project declares at
    /// file scope, which such local names seldom repeat.
    ///
    /// - Parameters:
    ///   - names: The names looked for.
    ///   - source: The file's text; what does not parse is skipped.
    static func uses(of names: Set<String>, in source: String) -> [SourceNameUse] {
        guard !names.isEmpty, names.contains(where: { source.contains($0) }) else { return [] }
        let tree = Parser.parse(source: source)
        let finder = Finder(names: names, tree: tree)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let names: Set<String>
        let converter: SourceLocationConverter
        var found: [SourceNameUse] = []

        init(names: Set<String>, tree: SourceFileSyntax) {
            self.names = names
            converter = SourceLocationConverter(fileName: "", tree: tree)
            super.init(viewMode: .sourceAccurate)
        }

        private func record(_ token: TokenSyntax, isType: Bool) {
            let name = token.text.trimmingBackticks
            guard names.contains(name) else { return }
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            found.append(SourceNameUse(name: name, line: location.line, column: location.column, isType: isType))
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            record(node.name, isType: true)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `deck.Card` and `.Card` name a member, not the declaration.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
            record(node.baseName, isType: false)
            return .visitChildren
        }
    }
}
