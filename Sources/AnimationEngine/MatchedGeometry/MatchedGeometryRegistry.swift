import AnimationCore
import AnimationRuntime
import Foundation

/// The matched views of a graph, by group (see
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``):
/// finds each group's source, places the views that follow one after every
/// layout, and pairs arrivals with departures in animated updates.
@MainActor
final class MatchedGeometryRegistry {
    unowned let graph: ViewGraph
    private var groups: [MatchedGeometryKey: [MatchedGeometry]] = [:]
    /// The views that are not sources (they follow their group's source).
    private var followers: [MatchedGeometry] = []
    /// The views that arrived (registered while new) since the last update
    /// pass ended.
    private var arrivals: [MatchedGeometry] = []
    /// The groups warned about (two sources), so that each warns once.
    private var warned: Set<MatchedGeometryKey> = []
    private var lastNamespaceID = 0

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// A namespace identifier no other namespace of the graph has.
    func makeNamespaceID() -> Namespace.ID {
        lastNamespaceID += 1
        return Namespace.ID(id: lastNamespaceID)
    }

    /// Adds the registry's part to a census.
    func count(into census: inout GraphCensus) {
        census.matchedViews += registeredCount
    }

    /// How many views the registry holds (members, followers, arrivals),
    /// for ``GraphCensus``.
    var registeredCount: Int {
        groups.values.reduce(0) { $0 + $1.count } + followers.count + arrivals.count
    }

    func add(_ view: MatchedGeometry, arriving: Bool) {
        guard let key = view.key else { return }
        groups[key, default: []].append(view)
        if !view.isSource { followers.append(view) }
        if arriving { arrivals.append(view) }
    }

    func remove(_ view: MatchedGeometry) {
        guard let key = view.key else { return }
        groups[key]?.removeAll { $0 === view }
        if groups[key]?.isEmpty == true { groups[key] = nil }
        followers.removeAll { $0 === view }
        arrivals.removeAll { $0 === view }
    }

    /// The source of a view's group: its first view with `isSource` that is
    /// in the tree and not leaving. A second such view is an error SwiftUI
    /// warns about; so does the host, once per group.
    func source(of view: MatchedGeometry) -> MatchedGeometry? {
        guard let key = view.key, let members = groups[key] else { return nil }
        var found: MatchedGeometry?
        for member in members where member.isSource && !member.node.isDetached && !member.node.isInLeavingSubtree {
            if found == nil {
                found = member
            } else if !warned.contains(key) {
                warned.insert(key)
                graph.warn("Multiple inserted views in matched geometry group \(key.description) have `isSource: true`, results are undefined.")
            }
        }
        return found
    }

    /// Places the content of every view that follows a source in the
    /// source's frame, once the pass placed the sources.
    func placeFollowers(in layout: inout LayoutPass) {
        for follower in followers where !follower.node.isDetached && !follower.node.isInLeavingSubtree {
            guard let proposal = follower.node.layoutCache.placedProposal else { continue }
            follower.placeChildren(of: follower.node, in: follower.node.frame, proposal: proposal, axis: nil, in: &layout)
        }
    }

    /// Ends an update pass. In a transaction with an animation, each view
    /// that arrived in a group where another view is leaving animates from
    /// the leaving view's frame, and the leaving view towards its frame.
    func finishPass(animating transaction: Transaction?, at time: TimeInterval) {
        defer { arrivals.removeAll() }
        guard let transaction, transaction.animation != nil else { return }
        for arrival in arrivals where !arrival.node.isDetached && !arrival.node.isInLeavingSubtree {
            guard let key = arrival.key,
                let departure = groups[key]?.first(where: {
                    $0 !== arrival && !$0.node.isDetached && $0.node.isInLeavingSubtree
                })
            else { continue }
            let from = departure.contentFrame(own: departure.node.frame)
            let to = arrival.contentFrame(own: arrival.node.frame)
            let properties = arrival.properties, anchor = arrival.anchor
            arrival.node.forEachDrawingNode { node in
                let start = Self.map(node.frame, from: to, to: from, properties: properties, anchor: anchor)
                node.animateFrame(from: start, to: node.frame, transaction: transaction, time: time)
            }
            departure.node.forEachDrawingNode { node in
                let end = Self.map(node.frame, from: from, to: to, properties: properties, anchor: anchor)
                node.animateFrame(from: nil, to: end, transaction: transaction, time: time)
            }
        }
    }

    /// A rectangle inside `from`, moved and scaled as `from` becomes `to`
    /// (only the parts `properties` names; the anchor point of the frames
    /// coincides).
    static func map(_ rect: CGRect, from: CGRect, to: CGRect, properties: MatchedGeometryProperties, anchor: UnitPoint) -> CGRect {
        let target = MatchedGeometry.matched(from, to: to, properties: properties, anchor: anchor)
        let sx = from.width > 0 ? target.width / from.width : 1
        let sy = from.height > 0 ? target.height / from.height : 1
        return CGRect(
            x: target.minX + (rect.minX - from.minX) * sx, y: target.minY + (rect.minY - from.minY) * sy,
            width: rect.width * sx, height: rect.height * sy)
    }
}
