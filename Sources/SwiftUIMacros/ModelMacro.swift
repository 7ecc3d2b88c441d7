import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model`: conforms a class to `PersistentModel` (and so
/// `Observable`), puts `@_PersistedProperty` on each persisted stored
/// property, and writes the model's bookkeeping: its state, the models its
/// properties relate to (for inserts and cascading deletes) and its unique
/// values (`@Attribute(.unique)` and `#Unique`).
///
/// A property is persisted when it is a single stored instance `var` with
/// no observers, not `lazy`, `weak` or `unowned`, whose only attributes are
/// `@Attribute` and `@Relationship`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// Writes `_$modelState`, `_$relatedModels()` and `_$uniqueValues()`.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let properties = persistedProperties(of: declaration)
        let related = properties.filter { !isScalar($0.type) }.map {
            "models += _SwiftDataRelated.models(in: self._\($0.name), cascades: \($0.cascades))"
        }
        var members: [DeclSyntax] = ["\(raw: access)let _$modelState = _SwiftDataModelState()"]
        if !related.isEmpty {
            members.append(
                """
                \(raw: access)func _$relatedModels() -> [(model: any PersistentModel, cascades: Bool)] {
                    var models: [(model: any PersistentModel, cascades: Bool)] = []
                    \(raw: related.joined(separator: "\n"))
                    return models
                }
                """)
        }
        let unique = properties.filter(\.isUnique).map { "_SwiftDataRelated.hashable(self._\($0.name))" } + uniqueGroups(of: declaration)
        if !unique.isEmpty {
            members.append("\(raw: access)func _$uniqueValues() -> [AnyHashable?] { [\(raw: unique.joined(separator: ", "))] }")
        }
        return members
    }

    /// Puts `@_PersistedProperty` on each persisted property.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), property(variable) != nil else { return [] }
        return ["@_PersistedProperty"]
    }

    /// Adds the conformances the class lacks.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MacroMessage.modelOnNonClass))
            return []
        }
        // SwiftData re-exports Observation, so the model's file sees it.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): PersistentModel, Observation.Observable {}")]
    }

    struct Property {
        let name: String
        let type: String?
        let cascades: Bool
        let isUnique: Bool
    }

    static func persistedProperties(of declaration: some DeclGroupSyntax) -> [Property] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self).flatMap(property) }
    }

    /// The persisted property `variable` declares, if it is one.
    static func property(_ variable: VariableDeclSyntax) -> Property? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            !name.hasPrefix("_$"),
            !variable.modifiers.contains(where: { ["static", "class", "lazy", "weak", "unowned"].contains($0.name.text) })
        else { return nil }
        var cascades = false
        var isUnique = false
        for element in variable.attributes {
            guard case .attribute(let attribute) = element else { return nil }
            switch attribute.attributeName.trimmedDescription {
            case "Attribute", "SwiftData.Attribute":
                isUnique = arguments(of: attribute).contains { $0.label == nil && $0.expression.trimmedDescription.hasSuffix(".unique") }
            case "_PersistedProperty":
                continue
            case "Relationship", "SwiftData.Relationship":
                cascades = arguments(of: attribute).contains {
                    $0.label?.text == "deleteRule" && $0.expression.trimmedDescription.hasSuffix(".cascade")
                }
            default:
                return nil
            }
        }
        return Property(name: name, type: binding.typeAnnotation?.type.trimmedDescription, cascades: cascades, isUnique: isUnique)
    }

    static func arguments(of attribute: AttributeSyntax) -> [LabeledExprSyntax] {
        guard case .argumentList(let list) = attribute.arguments else { return [] }
        return Array(list)
    }

    /// Each `#Unique<T>([\.a, \.b], ...)` group as one combined value.
    static func uniqueGroups(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.flatMap { member -> [String] in
            guard let expansion = member.decl.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == "Unique" else { return [] }
            return expansion.arguments.compactMap { argument -> String? in
                guard let paths = argument.expression.as(ArrayExprSyntax.self)?.elements, !paths.isEmpty else { return nil }
                let values = paths.map { "_SwiftDataRelated.hashable(self[keyPath: \($0.expression.trimmedDescription)])" }
                return "_SwiftDataRelated.hashable(group: [\(values.joined(separator: ", "))])"
            }
        }
    }

    /// Types that never hold a model (with `?` and `[...]` around them).
    static let scalarTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "Date", "UUID", "Data", "URL", "Decimal", "CGFloat"
    ]

    static func isScalar(_ type: String?) -> Bool {
        guard var type else { return false }
        while true {
            if type.hasSuffix("?") {
                type.removeLast()
            } else if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
                type = String(type.dropFirst().dropLast())
            } else {
                break
            }
        }
        return scalarTypes.contains(type)
    }
}

/// `@_PersistedProperty`: the accessors of a persisted property over a
/// private `_name` storage, reporting reads and changes to the model's
/// state (as `@ObservationTracked` does for `@Observable`).
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    /// The `init`, `get`, `set` and `_modify` accessors.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = ModelMacro.property(variable) else { return [] }
        let name = property.name
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                _$modelState.access(self, keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                _$modelState.mutate(self, keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
            }
            """,
            """
            _modify {
                _$modelState.access(self, keyPath: \\.\(raw: name))
                _$modelState.willModify(self, keyPath: \\.\(raw: name))
                defer { _$modelState.didModify(self, keyPath: \\.\(raw: name)) }
                yield &_\(raw: name)
            }
            """
        ]
    }

    /// The storage, `private var _name`.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let property = ModelMacro.property(variable),
            let binding = variable.bindings.first
        else { return [] }
        let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
        let value = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
        return ["private var _\(raw: property.name)\(raw: type)\(raw: value)"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers that `@Model`
/// reads; they add nothing themselves.
public struct ModelMarkerMacro: PeerMacro {
    /// Adds nothing.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `#Unique` and `#Index` inside a model: `@Model` reads `#Unique`'s key
/// paths; neither declares anything itself.
public struct ModelDeclarationMacro: DeclarationMacro {
    /// Declares nothing.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// SwiftData's `@Query`: turns `@Query(...) var items: [Item]` into a
/// read of `_items`, a `Query<Item, [Item]>` made with the attribute's
/// arguments (the property's type gives the element, which a property
/// wrapper could not infer from `@Query var items: [Item]` alone).
public struct QueryMacro: AccessorMacro, PeerMacro {
    /// `get { _items.wrappedValue }`.
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = queriedName(declaration), declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation != nil else {
            return []
        }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    /// `var _items: Query<Item, [Item]> = Query<Item, [Item]>(...)`. The
    /// storage is internal whatever the property's access, so a private
    /// query leaves the view's memberwise initializer usable from other
    /// files, as SwiftData's does.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = queriedName(declaration),
            let type = variable.bindings.first?.typeAnnotation?.type
        else {
            context.diagnose(Diagnostic(node: node, message: MacroMessage.queryWithoutType))
            return []
        }
        let queryType = element(of: type).map { "Query<\($0), \(type.trimmedDescription)>" } ?? "Query"
        let arguments: String
        if case .argumentList(let list) = node.arguments { arguments = list.trimmedDescription } else { arguments = "" }
        return ["var _\(raw: name): \(raw: queryType) = \(raw: queryType)(\(raw: arguments))"]
    }

    static func queriedName(_ declaration: some DeclSyntaxProtocol) -> String? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.accessorBlock == nil
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `Item` of `[Item]` or `Array<Item>`.
    static func element(of type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Array", let argument = named.genericArgumentClause?.arguments.first {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}
