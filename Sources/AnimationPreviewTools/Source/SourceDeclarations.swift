import SwiftParser
import SwiftSyntax

/// What a Swift file declares that `animate preview` can show: types that
/// conform to `View`, `PreviewProvider` or `App` in their declaration or
/// an extension, `#Preview` blocks at file scope, and `@main` attributes.
/// Read from the file's syntax tree (swift-syntax's parser), not by type
/// checking: the compiler confirms each candidate when the preview is built.
struct SourceDeclarations: Equatable {
    /// A type declared (or extended) with a conformance the preview cares about.
    struct TypeDeclaration: Equatable {
        /// The type's name, qualified by the types it is nested in (`Outer.Inner`).
        var name: String
        /// The line of its `struct`, `class`, `enum`, `actor` or `extension` keyword.
        var line: Int
        /// The protocols named in its inheritance clause, by their last
        /// component (`SwiftUI.View` is `View`).
        var conformances: Set<String>
        /// Whether the type has generic parameters (it cannot be made without them).
        var isGeneric: Bool
    }

    /// A `#Preview` at file scope (inside `#if` blocks included).
    struct PreviewMacro: Equatable {
        /// The byte offset of the `#`.
        var offset: Int
        /// Its line.
        var line: Int
        /// Its column, in bytes from 1.
        var column: Int
        /// Its name, when the first argument is a string literal without
        /// interpolation: the literal's value (escapes read).
        var name: String?
    }

    /// Types and extensions with conformances, in source order.
    var types: [TypeDeclaration] = []
    /// `#Preview` blocks, in source order.
    var previews: [PreviewMacro] = []
    /// Byte offsets of `@main` attributes at file scope.
    var mainAttributes: [Int] = []
    /// The modules the file imports (`import Core`, `@testable import
    /// Core`, `import struct Core.Item`: `Core`), in source order, once each.
    var imports: [String] = []
    /// The modules among ``imports`` that the file imports outside any
    /// `#if` (without a module, the file cannot compile).
    var unconditionalImports: [String] = []
    /// The names the file declares at file scope (types, protocols, type
    /// aliases, functions and variables; extensions declare none), in
    /// source order, once each: what another file that cannot find a name
    /// may have been looking for.
    var declaredNames: [String] = []

    /// The types that conform to a protocol, by name, first declaration first.
    func types(conformingTo protocolName: String) -> [TypeDeclaration] {
        types.filter { $0.conformances.contains(protocolName) }
    }

    /// Scans a file. Any text is accepted: what does not parse is skipped.
    ///
    /// - Parameter source: The file's text.
    /// - Returns: What it declares.
    static func scan(_ source: String) -> SourceDeclarations {
        let tree = Parser.parse(source: source)
        let scanner = Scanner(tree: tree)
        scanner.walk(tree)
        return scanner.found
    }

    /// Walks the tree, keeping the enclosing scopes: a type's qualified
    /// name, or `nil` for any other body (a function, a closure, an
    /// accessor), inside which types are local.
    private final class Scanner: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found = SourceDeclarations()
        var scopes: [String?] = []

        init(tree: SourceFileSyntax) {
            converter = SourceLocationConverter(fileName: "", tree: tree)
            super.init(viewMode: .sourceAccurate)
        }

        private var isInTypesOnly: Bool { scopes.allSatisfy { $0 != nil } }

        private func location(of node: some SyntaxProtocol) -> SourceLocation {
            converter.location(for: node.positionAfterSkippingLeadingTrivia)
        }

        /// Records a type declaration or extension and enters its scope.
        private func enter(
            name: String, keyword: TokenSyntax, attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?,
            isGeneric: Bool, members: MemberBlockSyntax, isExtension: Bool = false, isProtocol: Bool = false
        ) -> SyntaxVisitorContinueKind {
            if scopes.isEmpty {
                for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "main" {
                    found.mainAttributes.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
                if !isExtension { declare(name) }
            }
            let typesOnly = isInTypesOnly
            let qualified = isExtension || scopes.isEmpty ? name : (scopes.last.flatMap { $0 }.map { $0 + "." } ?? "") + name
            let conformances = Set((inheritance?.inheritedTypes ?? []).flatMap { Self.names(of: $0.type) })
            // A declaration without its braces or its name (unfinished
            // text: `struct : View {}`) declares nothing.
            let named = !name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
            let complete = named && members.leftBrace.presence == .present && members.rightBrace.presence == .present
            if typesOnly, !isProtocol, !conformances.isEmpty, complete {
                found.types.append(
                    TypeDeclaration(
                        name: qualified, line: location(of: keyword).line, conformances: conformances, isGeneric: isGeneric))
            }
            scopes.append(typesOnly ? qualified : nil)
            return .visitChildren
        }

        /// The last components of the protocols an inherited type names.
        static func names(of type: TypeSyntax) -> [String] {
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.flatMap { names(of: $0.type) }
            }
            if let attributed = type.as(AttributedTypeSyntax.self) { return names(of: attributed.baseType) }
            if let member = type.as(MemberTypeSyntax.self) { return [Self.plain(member.name)] }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return [Self.plain(identifier.name)] }
            return []
        }

        /// A type's dotted name without generic arguments (`Screens.Home`).
        static func dottedName(of type: TypeSyntax) -> String {
            if let member = type.as(MemberTypeSyntax.self) { return dottedName(of: member.baseType) + "." + plain(member.name) }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return plain(identifier.name) }
            return type.trimmedDescription
        }

        /// An identifier without the backticks of an escaped keyword.
        static func plain(_ token: TokenSyntax) -> String {
            token.text.trimmingBackticks
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.plain(node.name), keyword: node.structKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil, members: node.memberBlock)
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.plain(node.name), keyword: node.classKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil, members: node.memberBlock)
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.plain(node.name), keyword: node.enumKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil, members: node.memberBlock)
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.plain(node.name), keyword: node.actorKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: node.genericParameterClause != nil, members: node.memberBlock)
        }
        override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.plain(node.name), keyword: node.protocolKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: false, members: node.memberBlock, isProtocol: true)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(
                name: Self.dottedName(of: node.extendedType), keyword: node.extensionKeyword, attributes: node.attributes,
                inheritance: node.inheritanceClause, isGeneric: false, members: node.memberBlock, isExtension: true)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        /// Records a name declared at file scope.
        private func declare(_ name: String) {
            if scopes.isEmpty, !name.isEmpty, !found.declaredNames.contains(name) { found.declaredNames.append(name) }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(Self.plain(node.name))
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(Self.plain(node.name))
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { declare(Self.plain(identifier.identifier)) }
            }
            return .visitChildren
        }

        // Bodies of code: types inside them are local.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(nil)
            return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) { scopes.removeLast() }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(nil)
            return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            scopes.append(nil)
            return .visitChildren
        }
        override func visitPost(_ node: AccessorBlockSyntax) { scopes.removeLast() }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let module = node.path.first.map({ Self.plain($0.name) }) else { return .skipChildren }
            if !found.imports.contains(module) { found.imports.append(module) }
            let conditional = sequence(first: Syntax(node), next: \.parent).contains { $0.is(IfConfigClauseSyntax.self) }
            if !conditional, !found.unconditionalImports.contains(module) { found.unconditionalImports.append(module) }
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(macro: node.macroName, pound: node.pound, arguments: node.arguments)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            record(macro: node.macroName, pound: node.pound, arguments: node.arguments)
            return .visitChildren
        }

        /// Records a `#Preview` at file scope.
        private func record(macro name: TokenSyntax, pound: TokenSyntax, arguments: LabeledExprListSyntax) {
            guard name.text == "Preview", scopes.isEmpty else { return }
            let place = location(of: pound)
            var title: String?
            // The literal's value, escapes read (nil when it interpolates
            // or does not parse): the name the runner gives the preview.
            if let first = arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
                title = literal.representedLiteralValue
            }
            found.previews.append(
                PreviewMacro(
                    offset: pound.positionAfterSkippingLeadingTrivia.utf8Offset, line: place.line, column: place.column, name: title))
        }
    }
}

extension String {
    /// The text without the backticks around an escaped identifier.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
