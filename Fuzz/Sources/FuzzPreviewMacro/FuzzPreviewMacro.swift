#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif
import PreviewMacros
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// One input: parses the input as a Swift file and expands each of its
/// `#Preview`s with the `SwiftUI` module's macro (the main package's
/// `SwiftUIMacros`, compiled here without its plugin's `main`), as the
/// compiler does: with the lexical contexts around it and the file known.
/// Whatever the text (but `[` nested more than 12 deep:
/// `nestsBracketsDeeperThan`), expansion must end, never crash, and either expand or
/// say why: no expansion without an error diagnostic. A `#Preview` without
/// syntax errors that expands without a diagnostic gives one preview
/// registry that parses without syntax errors.
func fuzzPreviewMacro(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = inputText(bytes, count)
    guard !nestsBracketsDeeperThan(12, source) else { return 0 }
    let tree = Parser.parse(source: source)
    let finder = PreviewFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    for node in finder.found {
        let context = BasicMacroExpansionContext(
            lexicalContext: Syntax(node).allMacroLexicalContexts(),
            sourceFiles: [tree: .init(moduleName: "Fuzz", fullFilePath: "/fuzz/Input.swift")])
        let expansion = expandFreestandingMacro(definition: PreviewMacro.self, macroRole: .declaration, node: node, in: context)
        let errors = context.diagnostics.filter { $0.diagMessage.severity == .error }
        guard let expansion, !expansion.isEmpty else {
            precondition(!errors.isEmpty, "'\(node.trimmedDescription)' expands to nothing without an error")
            continue
        }
        precondition(errors.isEmpty, "'\(node.trimmedDescription)' expands despite \(errors.map(\.message))")
        guard !node.hasError else { continue }
        let expanded = Parser.parse(source: expansion)
        precondition(!expanded.hasError, "'\(node.trimmedDescription)' expands to code with syntax errors:\n\(expansion)")
        let registries = expanded.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.filter {
            $0.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) == ["SwiftUI.PreviewRegistry"]
        }
        precondition(expanded.statements.count == 1 && registries.count == 1, "'\(node.trimmedDescription)' expands to:\n\(expansion)")
    }
    return 0
}

/// The `#Preview`s of a file, wherever they are (the macro diagnoses those
/// not at file scope).
final class PreviewFinder: SyntaxVisitor {
    var found: [any FreestandingMacroExpansionSyntax] = []

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { found.append(node) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { found.append(node) }
        return .visitChildren
    }
}
