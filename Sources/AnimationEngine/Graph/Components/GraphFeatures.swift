import Foundation

/// A component of the graph that a feature outside the engine owns (drag
/// and drop): the graph makes it the first time the
/// feature asks for it and counts it in its ``ViewGraph/census``, and
/// knows nothing else of it.
@MainActor
package protocol GraphFeature: AnyObject {
    /// Makes the feature's empty state.
    init()

    /// Adds what the feature holds to the graph's census.
    func count(into census: inout GraphCensus)
}

/// The graph's feature components, one of each type, reached by type
/// (``ViewGraph/feature(_:)``).
@MainActor
package struct GraphFeatures {
    private var features: [ObjectIdentifier: any GraphFeature] = [:]

    init() {}

    /// The feature of a type, made the first time it is asked for.
    package mutating func feature<F: GraphFeature>(_ type: F.Type) -> F {
        if let feature = features[ObjectIdentifier(type)] { return unsafeDowncast(feature, to: F.self) }
        let feature = F()
        features[ObjectIdentifier(type)] = feature
        return feature
    }

    /// Adds every feature's part to a census.
    func count(into census: inout GraphCensus) {
        for feature in features.values { feature.count(into: &census) }
    }
}

extension ViewGraph {
    /// The graph's component of a feature outside the engine (see
    /// ``GraphFeature``), made the first time it is asked for. Asked for by
    /// events and updates, not per frame per node.
    package func feature<F: GraphFeature>(_ type: F.Type) -> F {
        features.feature(type)
    }
}
