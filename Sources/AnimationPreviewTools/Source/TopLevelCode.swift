import SwiftParser
import SwiftSyntax

/// An executable's `main.swift` as the preview program compiles it: its
/// declarations only.
///
/// The preview program has its own `main`, and a workspace module that
/// held a file named `main.swift` would be an executable SwiftPM does not
/// link into it; so the file is copied under another name, with its
/// top-level statements and expressions (the command line's work) blanked
/// out, line for line, so that diagnostics keep their lines. Its types,
/// functions and global variables stay (a global is then initialized when
/// first read, as in any file but `main.swift`).
enum TopLevelCode {
    /// Whether a file is an executable's top-level code.
    static func isMain(_ path: String) -> Bool {
        path.split(separator: "/").last == "main.swift"
    }

    /// The name a `main.swift` is copied under.
    static let copyName = "main_declarations.swift"

    /// The file's text with every top-level statement and expression
    /// replaced by blank lines. Declarations stay, and so do freestanding
    /// macros (`#Preview`, `#warning`: at top level the parser reads them
    /// as expressions, the compiler as declarations) and the declarations
    /// inside `#if` blocks.
    static func declarationsOnly(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        var utf8 = Array(source.utf8)
        blank(tree.statements, in: &utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Blanks the statements of a list of top-level items.
    private static func blank(_ items: CodeBlockItemListSyntax, in utf8: inout [UInt8]) {
        for item in items {
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let inner) = clause.elements { blank(inner, in: &utf8) }
                }
                continue
            }
            if item.item.is(DeclSyntax.self) || item.item.is(MacroExpansionExprSyntax.self) { continue }
            if let statement = item.item.as(ExpressionStmtSyntax.self), statement.expression.is(MacroExpansionExprSyntax.self) { continue }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            guard start < end, end <= utf8.count else { continue }
            for index in start..<end where utf8[index] != UInt8(ascii: "\n") {
                utf8[index] = UInt8(ascii: " ")
            }
        }
    }
}
