import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// WidgetKit's `#Preview(as:widget:timeline:)` (and `timelineProvider:`):
/// a preview registry, as `#Preview`'s, whose preview is a
/// `WidgetPreview` of the widget at the family's size.
///
/// ```swift
/// #Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(date: .now) }
/// ```
///
/// expands to a registry whose `makePreview()` is
/// `SwiftUI.Preview(traits: .sizeThatFitsLayout) { WidgetPreview(family:
/// .systemSmall, widget: { MyWidget() }, timeline: { Entry(date: .now) }) }`.
public struct WidgetPreviewMacro: DeclarationMacro {
    /// Expands the preview, or diagnoses one that is not at file scope or
    /// lacks its widget or timeline.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.notAtFileScope))
            return []
        }
        var name: ExprSyntax?
        var family: ExprSyntax?
        var widget: ExprSyntax?
        var timeline: (label: String, closure: ExprSyntax)?
        for argument in node.arguments {
            switch argument.label?.text {
            case nil: name = argument.expression
            case "as": family = argument.expression
            case "widget": widget = argument.expression
            case "timeline", "timelineProvider": timeline = (argument.label!.text, argument.expression)
            default: break
            }
        }
        if let closure = node.trailingClosure {
            if widget == nil { widget = ExprSyntax(closure) } else if timeline == nil { timeline = ("timeline", ExprSyntax(closure)) }
        }
        for extra in node.additionalTrailingClosures where ["timeline", "timelineProvider"].contains(extra.label.text) {
            timeline = (extra.label.text, ExprSyntax(extra.closure))
        }
        guard let family, let widget, let timeline else {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.widgetPreviewIncomplete))
            return []
        }
        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let registry = context.makeUniqueName("PreviewRegistry")
        let nameArgument = name.map { "\($0.trimmedDescription), " } ?? ""
        return [
            """
            struct \(registry): SwiftUI.PreviewRegistry {
                static let fileID: String = \(fileID?.file ?? "\"\"")
                static let filePath: String = \(filePath?.file ?? "\"\"")
                static let line: Int = \(fileID?.line ?? "0")
                static let column: Int = \(fileID?.column ?? "0")
                @MainActor static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview(\(raw: nameArgument)traits: .sizeThatFitsLayout) {
                        WidgetPreview(family: \(family.trimmed), widget: \(widget.trimmed), \(raw: timeline.label): \(timeline.closure.trimmed))
                    }
                }
            }
            """
        ]
    }
}
