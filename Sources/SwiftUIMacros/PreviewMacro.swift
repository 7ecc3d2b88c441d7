import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: declares a preview registry, a type conforming to
/// `PreviewRegistry` that knows its place in the source and makes the
/// `Preview` the macro's arguments describe. The preview runner finds the
/// registries of a program at run time (by their type metadata), so no
/// tool rewrites the source.
///
/// ```swift
/// #Preview("Dot", traits: .sizeThatFitsLayout) {
///     @Previewable @State var on = false
///     Dot(on: $on)
/// }
/// ```
///
/// expands to (names shortened)
///
/// ```swift
/// struct $…PreviewRegistry…: SwiftUI.PreviewRegistry {
///     static let fileID: String = "MyApp/Dot.swift"
///     static let filePath: String = "/…/Sources/MyApp/Dot.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor static func makePreview() throws -> SwiftUI.Preview {
///         SwiftUI.Preview("Dot", traits: .sizeThatFitsLayout) { $…Content…() }
///     }
///     struct $…Content…: SwiftUI.View {
///         @State var on = false
///         var body: some SwiftUI.View {
///             Dot(on: $on)
///         }
///     }
/// }
/// ```
///
/// Variables marked `@Previewable` at the top level of the body become
/// properties of a view of their own, whose `body` is the rest of the
/// closure (as SwiftUI's macro does); without them the closure is passed
/// on as written.
public struct PreviewMacro: DeclarationMacro {
    /// Expands a `#Preview`: the registry, or diagnostics at the user's
    /// line (a `#Preview` inside a declaration, one without a body, an
    /// `@Previewable` that is not at the top of the body).
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.notAtFileScope))
            return []
        }
        if let extra = node.additionalTrailingClosures.first {
            context.diagnose(Diagnostic(node: Syntax(extra), message: MacroMessage.extraClosures))
            return []
        }
        var arguments = Array(node.arguments)
        var body = node.trailingClosure
        if body == nil, let index = arguments.lastIndex(where: { $0.label?.text == "body" }),
            let closure = arguments[index].expression.as(ClosureExprSyntax.self)
        {
            body = closure
            arguments.remove(at: index)
        }
        guard let body else {
            context.diagnose(Diagnostic(node: Syntax(node), message: MacroMessage.noBody))
            return []
        }
        let lifted = PreviewableLifting(body, in: context)
        guard !lifted.failed else { return [] }

        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let registry = context.makeUniqueName("PreviewRegistry")
        let argumentList = LabeledExprListSyntax(
            arguments.enumerated().map { index, argument in
                argument.with(\.trailingComma, index < arguments.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
            })

        var members: [DeclSyntax] = [
            "static let fileID: String = \(fileID?.file ?? "\"\"")",
            "static let filePath: String = \(filePath?.file ?? "\"\"")",
            "static let line: Int = \(fileID?.line ?? "0")",
            "static let column: Int = \(fileID?.column ?? "0")"
        ]
        if lifted.properties.isEmpty {
            members.append(
                """
                @MainActor static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview(\(argumentList)) \(body.trimmed)
                }
                """)
        } else {
            let content = context.makeUniqueName("Content")
            members.append(
                """
                @MainActor static func makePreview() throws -> SwiftUI.Preview {
                    SwiftUI.Preview(\(argumentList)) { \(content)() }
                }
                """)
            let properties = lifted.properties.map { DeclSyntax($0) }
            members.append(
                """
                struct \(content): SwiftUI.View {
                    \(raw: properties.map(\.description).joined(separator: "\n"))
                    var body: some SwiftUI.View {
                        \(lifted.statements)
                    }
                }
                """)
        }
        let memberList = members.map { member in
            member.description.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        return [
            """
            struct \(registry): SwiftUI.PreviewRegistry {
            \(raw: memberList.joined(separator: "\n"))
            }
            """
        ]
    }
}

/// The `@Previewable` variables at the top level of a `#Preview` body,
/// without the attribute, and the body's other statements; diagnoses an
/// `@Previewable` anywhere else in the body.
struct PreviewableLifting {
    var properties: [VariableDeclSyntax] = []
    var statements = CodeBlockItemListSyntax([])
    var failed = false

    init(_ body: ClosureExprSyntax, in context: some MacroExpansionContext) {
        var rest: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), let attribute = Self.previewable(in: variable.attributes) {
                guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1 else {
                    context.diagnose(Diagnostic(node: Syntax(attribute), message: MacroMessage.previewableNotOneVariable))
                    failed = true
                    continue
                }
                let attributes = variable.attributes.filter { element in
                    guard case .attribute(let other) = element else { return true }
                    return other.id != attribute.id
                }
                properties.append(variable.with(\.attributes, attributes).trimmed)
            } else {
                let nested = NestedPreviewable(viewMode: .sourceAccurate)
                nested.walk(item)
                for attribute in nested.found {
                    context.diagnose(Diagnostic(node: Syntax(attribute), message: MacroMessage.previewableNotAtTop))
                    failed = true
                }
                rest.append(item)
            }
        }
        statements = CodeBlockItemListSyntax(rest)
    }

    /// The `@Previewable` (or `@SwiftUI.Previewable`) attribute of a list, if any.
    static func previewable(in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if case .attribute(let attribute) = element, isPreviewable(attribute) { return attribute }
        }
        return nil
    }

    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "SwiftUI.Previewable"
    }

    /// Finds `@Previewable` attributes inside other statements.
    final class NestedPreviewable: SyntaxVisitor {
        var found: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if PreviewableLifting.isPreviewable(node) { found.append(node) }
            return .visitChildren
        }
    }
}
