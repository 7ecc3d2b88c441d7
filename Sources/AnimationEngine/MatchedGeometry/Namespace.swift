import AnimationCore

/// A dynamic property that gives a view a namespace for the identifiers of
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``, as
/// in SwiftUI.
///
/// ```swift
/// struct Cards: View {
///     @Namespace private var hero
///     @State private var expanded = false
///
///     var body: some View {
///         if expanded {
///             BigCard().matchedGeometryEffect(id: "card", in: hero)
///         } else {
///             SmallCard().matchedGeometryEffect(id: "card", in: hero)
///         }
///     }
/// }
/// ```
///
/// The namespace lives as long as the view's state: the same view keeps the
/// same ID across updates, another view gets another. Read outside a view
/// in the graph (before the view is installed), it gives an identifier that
/// matches no other, as SwiftUI does.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    let box: NamespaceBox

    /// Creates a namespace.
    public init() {
        box = NamespaceBox()
    }

    /// The namespace's identifier.
    public var wrappedValue: ID {
        box.id ?? ID(id: -Int(bitPattern: ObjectIdentifier(box)))
    }

    /// The identifier of a namespace: a plain value, which stays valid (it
    /// matches what it matched) after the view that made it is gone.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let id: Int

        /// `Namespace.ID(id: n)`, as SwiftUI prints it.
        public var description: String {
            "Namespace.ID(id: \(id))"
        }
    }
}

extension Namespace: InstallableProperty {
    package func install(in node: ViewNode, index: Int, environment: EnvironmentValues) {
        if index < node.storage.count, let storage = node.storage[index] as? NamespaceStorage {
            box.id = storage.id
        } else {
            let storage = NamespaceStorage(id: node.graph.matchedGeometry.makeNamespaceID())
            while node.storage.count <= index { node.storage.append(storage) }
            node.storage[index] = storage
            box.id = storage.id
        }
    }
}

/// The view value's handle on its namespace, set when the graph installs it.
final class NamespaceBox: @unchecked Sendable {
    var id: Namespace.ID?
}

/// A node's namespace.
final class NamespaceStorage {
    let id: Namespace.ID

    init(id: Namespace.ID) {
        self.id = id
    }
}
