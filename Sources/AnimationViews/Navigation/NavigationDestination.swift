import AnimationCore

/// The destinations for values a stack can show, by the values' types.
struct NavigationDestinations: Equatable {
    var builders: [ObjectIdentifier: DestinationBuilder] = [:]

    static func == (lhs: NavigationDestinations, rhs: NavigationDestinations) -> Bool {
        lhs.builders.count == rhs.builders.count
            && lhs.builders.allSatisfy { key, builder in rhs.builders[key] === builder }
    }
}

/// The destination of one `navigationDestination` modifier: kept by its
/// node, so that it stays the same object while the modifier updates (its
/// closure is replaced with the newest, which a stack uses for the next
/// screen it builds).
final class DestinationBuilder {
    var build: (AnyHashable) -> AnyView

    init(build: @escaping (AnyHashable) -> AnyView) {
        self.build = build
    }
}

struct NavigationDestinationsKey: PreferenceKey {
    static var defaultValue: NavigationDestinations { NavigationDestinations() }

    static func reduce(value: inout NavigationDestinations, nextValue: () -> NavigationDestinations) {
        value.builders.merge(nextValue().builders) { first, _ in first }
    }
}

/// `navigationDestination(for:destination:)`.
struct _NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    var destination: (D) -> Destination

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let destination = self.destination
        let build: (AnyHashable) -> AnyView = { AnyView(destination($0.base as! D)) }
        let writer = node.ownPrimitive {
            let builder = DestinationBuilder(build: build)
            return PreferenceWriter<NavigationDestinationsKey>(
                transform: { inner in
                    var value = inner ?? NavigationDestinations()
                    value.builders[ObjectIdentifier(D.self)] = builder
                    return value
                }, isLayoutGroup: true)
        }
        // The same builder object, with the newest closure.
        (writer.transform(nil).builders[ObjectIdentifier(D.self)])?.build = build
        node.updateChild(content, in: context)
    }
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
