import Foundation

/// An object a view registers with one of the graph's registries
/// (``LayoutObservers``, ``PreferenceRegistry``): it belongs to a node, and
/// the registry drops it once that node has left the tree.
@MainActor
package protocol GraphRegistrant: AnyObject {
    /// Whether the registrant's node left the tree.
    var isDetached: Bool { get }
}

/// The members of a registry, each registered once (by identity), kept in
/// the order they came, and dropped while the registry walks them once
/// their nodes have left the tree: the bookkeeping every registry of the
/// graph shares.
///
/// `Member` is the registry's own protocol (`any LayoutObserving`); the
/// registry says how a member is a ``GraphRegistrant`` (`{ $0 }`).
@MainActor
package struct Registrations<Member> {
    private var members: [Member] = []
    private var identities: Set<ObjectIdentifier> = []
    private let registrant: (Member) -> any GraphRegistrant

    /// An empty set of members.
    ///
    /// - Parameter registrant: A member as a registrant (an upcast).
    package init(_ registrant: @escaping (Member) -> any GraphRegistrant) {
        self.registrant = registrant
    }

    /// Adds a member, unless it is already there.
    package mutating func insert(_ member: Member) {
        guard identities.insert(ObjectIdentifier(registrant(member))).inserted else { return }
        members.append(member)
    }

    /// Whether there are no members.
    package var isEmpty: Bool { members.isEmpty }

    /// How many members there are, attached or not yet dropped.
    package var count: Int { members.count }

    /// How many members' nodes are still in the tree.
    package var attachedCount: Int {
        members.reduce(0) { $0 + (registrant($1).isDetached ? 0 : 1) }
    }

    /// The members whose nodes are in the tree, in order; the others are
    /// dropped. The caller walks the returned array, so a member may
    /// register others on the way (they come in the next walk); a member
    /// whose node leaves on the way is still in it (check ``GraphRegistrant/isDetached``).
    package mutating func attached() -> [Member] {
        var index = 0
        while index < members.count {
            let member = registrant(members[index])
            if member.isDetached {
                identities.remove(ObjectIdentifier(member))
                members.remove(at: index)
            } else {
                index += 1
            }
        }
        return members
    }
}
