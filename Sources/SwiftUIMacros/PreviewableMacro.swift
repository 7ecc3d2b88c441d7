import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a dynamic property (`@State`, `@FocusState`, ...)
/// declared at the top of a `#Preview` body. ``PreviewMacro`` lifts such
/// variables into a view of their own; the compiler expands this macro
/// only where a variable is not local (at file scope or in a type), which
/// is outside any `#Preview` body: as in SwiftUI, that is an error.
public struct PreviewableMacro: PeerMacro {
    /// Diagnoses the attribute where the compiler expands it: outside a
    /// `#Preview` body.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        context.diagnose(Diagnostic(node: node, message: MacroMessage.previewableOutsidePreview))
        return []
    }
}
