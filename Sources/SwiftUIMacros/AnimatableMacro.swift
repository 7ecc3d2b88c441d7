import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` (iOS 26): conforms a type to `Animatable` and writes its
/// `animatableData` from its stored `var`s, in declaration order, nested
/// in `AnimatablePair`s to the right (`AnimatablePair<A, AnimatablePair<B,
/// C>>`; one property is its own data, none is `EmptyAnimatableData`).
///
/// A property takes part when it is a stored, instance `var` with a type
/// annotation and no attribute: `@AnimatableIgnored` leaves one out, and
/// so do property wrappers (`@State`), `let`s (they cannot be set),
/// `static` and computed properties. A property of type `Float`,
/// `AnimatableVector`, `EmptyAnimatableData` or `AnimatablePair` (vector
/// types that are not `Animatable`) is animated as itself; any other
/// through its own `animatableData`, so its type must conform to
/// `Animatable` (the compiler says so where it does not). A type that
/// already declares `animatableData` gets no member.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    /// Writes `animatableData`.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if declaresAnimatableData(declaration) { return [] }
        let parts = animatedProperties(of: declaration, in: context)
        let access =
            declaration.modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
            ? (declaration.modifiers.contains { $0.name.text == "package" } ? "package " : "public ") : ""
        let type: String, getter: String, setter: String
        switch parts.count {
        case 0:
            type = "EmptyAnimatableData"
            getter = "EmptyAnimatableData()"
            setter = ""
        default:
            type = nestedType(parts.map(\.dataType))
            getter = nestedValue(parts.map(\.read))
            setter = parts.enumerated().map { index, part in
                "\(part.write) = newValue\(path(to: index, of: parts.count))"
            }.joined(separator: "\n")
        }
        return [
            """
            \(raw: access)var animatableData: \(raw: type) {
                get { \(raw: getter) }
                set { \(raw: setter) }
            }
            """
        ]
    }

    /// Adds the `Animatable` conformance where the type lacks it.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    struct Part {
        let dataType: String
        let read: String
        let write: String
    }

    /// The vector types that are not `Animatable`: animated as themselves.
    static let vectorTypes = ["Float", "Swift.Float", "AnimatableVector", "EmptyAnimatableData"]

    static func animatedProperties(of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext) -> [Part] {
        var parts: [Part] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                variable.attributes.isEmpty
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription, isStored(binding) else {
                    continue
                }
                guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                    context.diagnose(Diagnostic(node: binding, message: MacroMessage.animatablePropertyWithoutType(name)))
                    continue
                }
                if vectorTypes.contains(type) || type.hasPrefix("AnimatablePair<") {
                    parts.append(Part(dataType: type, read: "self.\(name)", write: "self.\(name)"))
                } else {
                    parts.append(Part(dataType: "\(type).AnimatableData", read: "self.\(name).animatableData", write: "self.\(name).animatableData"))
                }
            }
        }
        return parts
    }

    /// A binding with no accessors, or only observers, is stored.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    static func declaresAnimatableData(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            } ?? false
        }
    }

    static func nestedType(_ types: [String]) -> String {
        types.count == 1 ? types[0] : "AnimatablePair<\(types[0]), \(nestedType(Array(types.dropFirst())))>"
    }

    static func nestedValue(_ values: [String]) -> String {
        values.count == 1 ? values[0] : "AnimatablePair(\(values[0]), \(nestedValue(Array(values.dropFirst()))))"
    }

    /// `.first`, `.second.first`, ..., `.second.second` for the last.
    static func path(to index: Int, of count: Int) -> String {
        guard count > 1 else { return "" }
        let seconds = String(repeating: ".second", count: index)
        return index == count - 1 ? seconds : seconds + ".first"
    }
}

/// `@AnimatableIgnored`: leaves a property out of `@Animatable`'s
/// `animatableData`. It adds nothing to the property (``AnimatableMacro``
/// reads the attribute).
public struct AnimatableIgnoredMacro: AccessorMacro {
    /// Adds no accessor.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}
