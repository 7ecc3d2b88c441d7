import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` (iOS 18): turns a `var` declared in an extension of
/// `EnvironmentValues` or `Transaction` into an entry of that collection,
/// as SwiftUI does:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// ```
///
/// becomes a computed property reading and writing
/// `self[__Key_accent.self]`, beside a private key type
/// (`__Key_accent: EnvironmentKey`, or `TransactionKey` in a
/// `Transaction` extension) whose `defaultValue` is the written initial
/// value, evaluated each time the default is read. A property without a
/// written type (`@Entry var router = Router()`) gets a key whose default
/// is a `static let` made once, so that the compiler infers the type. An
/// optional type without an initial value defaults to `nil`.
/// In a `FocusedValues` extension the property's type must be optional and
/// have no initial value (a focused value is absent until a view publishes
/// one): the key is a `FocusedValueKey` of the unwrapped type.
/// `ContainerValues` entries are not supported here (the macro says so).
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// `get` and `set` through the key.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = entry(declaration, node: node, in: context, diagnose: false) else { return [] }
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }"
        ]
    }

    /// The key type, `private struct __Key_name`.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = entry(declaration, node: node, in: context, diagnose: true) else { return [] }
        if entry.keyProtocol == "FocusedValueKey", let type = entry.type {
            return [
                """
                private struct __Key_\(raw: entry.name): FocusedValueKey {
                    typealias Value = \(raw: unwrapped(type))
                }
                """
            ]
        }
        guard let type = entry.type else {
            // No written type: the key's default is a stored constant,
            // whose type the compiler infers (and so the property's).
            return [
                """
                private struct __Key_\(raw: entry.name): \(raw: entry.keyProtocol) {
                    static let defaultValue = \(raw: entry.defaultValue)
                }
                """
            ]
        }
        return [
            """
            private struct __Key_\(raw: entry.name): \(raw: entry.keyProtocol) {
                typealias Value = \(raw: type)
                static var defaultValue: Value { \(raw: entry.defaultValue) }
            }
            """
        ]
    }

    struct Entry {
        let name: String
        let type: String?
        let defaultValue: String
        let keyProtocol: String
    }

    /// The key protocol of each collection an entry can extend.
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey", "FocusedValues": "FocusedValueKey"]

    /// An optional type's wrapped type (`Binding<Note>?` -> `Binding<Note>`).
    static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return type
    }

    /// Reads the property; diagnoses (once, from the peer expansion) what
    /// the macro cannot expand.
    static func entry(
        _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax, in context: some MacroExpansionContext, diagnose: Bool
    ) -> Entry? {
        func fail(_ message: MacroMessage) -> Entry? {
            if diagnose { context.diagnose(Diagnostic(node: node, message: message)) }
            return nil
        }
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription, binding.accessorBlock == nil
        else { return fail(.entryNotOneVariable) }
        let collection = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            .split(separator: ".").last.map(String.init)
        guard let collection, let keyProtocol = keyProtocols[collection] else {
            return fail(.entryOutsideCollection(collection))
        }
        let type = binding.typeAnnotation?.type.trimmedDescription
        if keyProtocol == "FocusedValueKey" {
            guard let type, type.hasSuffix("?") || type.hasPrefix("Optional<"), binding.initializer == nil else {
                return fail(.focusedEntryNotOptional(name))
            }
            return Entry(name: name, type: type, defaultValue: "nil", keyProtocol: keyProtocol)
        }
        if let value = binding.initializer?.value.trimmedDescription {
            return Entry(name: name, type: type, defaultValue: value, keyProtocol: keyProtocol)
        }
        guard let type else { return fail(.entryWithoutValue(name)) }
        guard type.hasSuffix("?") || type.hasPrefix("Optional<") else { return fail(.entryWithoutValue(name)) }
        return Entry(name: name, type: type, defaultValue: "nil", keyProtocol: keyProtocol)
    }
}
