import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a dynamic property (`@State`, `@FocusState`,
/// `@Environment`, ...) declared at the top of a `#Preview` body.
/// ``PreviewMacro`` lifts such variables into a view of their own. The
/// compiler expands this macro where a variable is not local (at file scope
/// or in a type), outside any `#Preview` body: as in SwiftUI, that is an
/// error. It also expands it on a variable without an initial value inside
/// a `#Preview` body while it type-checks the body before the preview's
/// expansion (`@Previewable @Environment(\.modelContext) var context`):
/// there the attribute adds nothing, and ``PreviewMacro`` lifts the
/// variable.
public struct PreviewableMacro: PeerMacro {
    /// Diagnoses the attribute outside a `#Preview` body; adds nothing.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let inPreview = context.lexicalContext.contains { syntax in
            syntax.asProtocol(FreestandingMacroExpansionSyntax.self)?.macroName.text == "Preview"
        }
        if !inPreview {
            context.diagnose(Diagnostic(node: node, message: MacroMessage.previewableOutsidePreview))
        }
        return []
    }
}
