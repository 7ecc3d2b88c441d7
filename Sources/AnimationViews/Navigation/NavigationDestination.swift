import AnimationCore

/// The destinations for values a stack can show, by the values' types.
struct NavigationDestinations: Equatable {
    var builders: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Changes whenever a destination modifier updates (its closure may
    /// read new state), so that the stack builds its screens again.
    var generation = 0

    static func == (lhs: NavigationDestinations, rhs: NavigationDestinations) -> Bool {
        lhs.generation == rhs.generation && Set(lhs.builders.keys) == Set(rhs.builders.keys)
    }
}

struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: NavigationDestinations { NavigationDestinations() }

    static func reduce(value: inout NavigationDestinations, nextValue: () -> NavigationDestinations) {
        let next = nextValue()
        value.builders.merge(next.builders) { first, _ in first }
        value.generation &+= next.generation
    }
}

/// `navigationDestination(for:destination:)`.
struct _NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    var destination: (D) -> Destination

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        UpdateCounter.count &+= 1
        let build = destination
        let generation = UpdateCounter.count
        let transform: (NavigationDestinations?) -> NavigationDestinations = { inner in
            var value = inner ?? NavigationDestinations()
            value.builders[ObjectIdentifier(D.self)] = { AnyView(build($0.base as! D)) }
            value.generation &+= generation
            return value
        }
        let writer = node.ownPrimitive {
            PreferenceWriter<NavigationDestinationsKey>(transform: transform, isLayoutGroup: true)
        }
        writer.transform = transform
        node.updateChild(content, in: context)
    }
}

/// How many times destination modifiers updated, in all graphs.
@MainActor
enum UpdateCounter {
    static var count = 0
}

extension View {
    /// Says what screen a `NavigationStack` shows for a value of a type
    /// (pushed by `NavigationLink(value:)` or appended to its path).
    ///
    /// - Parameters:
    ///   - data: The values' type.
    ///   - destination: Makes the screen for a value.
    /// - Returns: The view.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier<D, C>(destination: destination))
    }
}
