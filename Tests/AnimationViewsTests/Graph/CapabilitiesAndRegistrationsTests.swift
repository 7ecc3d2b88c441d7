import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// A registrant whose node's presence the test sets.
@MainActor
private final class Member: GraphRegistrant {
    let name: String
    var isDetached = false
    init(_ name: String) { self.name = name }
}

/// A primitive with no capability of its own.
private final class Plain: NodePrimitive {}

/// A primitive that only draws.
private final class Painter: NodePrimitive, NodeDrawing {}

@MainActor
@Suite("The graph's rooms: capabilities and registrations")
struct CapabilitiesAndRegistrationsTests {
    @Test func aPrimitivesCapabilitiesAreFoundByConformance() {
        let group = GroupPrimitive.shared
        #expect(group.layout === group)
        #expect(group.layout.isLayoutGroup)
        #expect(group.drawing == nil)

        let plain = Plain()
        #expect(plain.layout === OverlayLayout.shared)
        #expect(!plain.layout.isLayoutGroup)
        #expect(plain.drawing == nil)

        let painter = Painter()
        #expect(painter.drawing === painter)
        #expect(painter.drawing?.drawsItem == true)
        #expect(painter.drawing?.traits == [])
        #expect(painter.drawing?.zIndex == 0)
        #expect(painter.layout === OverlayLayout.shared)
    }

    @Test func membersRegisterOnceAndLeaveWithTheirNodes() {
        var registrations = Registrations<Member> { $0 }
        let first = Member("first"), second = Member("second")
        registrations.insert(first)
        registrations.insert(second)
        registrations.insert(first)
        #expect(registrations.count == 2)
        #expect(registrations.attached().map(\.name) == ["first", "second"])

        first.isDetached = true
        #expect(registrations.attachedCount == 1)
        #expect(registrations.count == 2)
        #expect(registrations.attached().map(\.name) == ["second"])
        #expect(registrations.count == 1)
        // Dropped, it may come back (a node that was detached is never
        // reused, but the registry does not rely on that).
        first.isDetached = false
        registrations.insert(first)
        #expect(registrations.attached().map(\.name) == ["second", "first"])
    }

    @Test func aMemberMayRegisterAnotherWhileTheRegistryWalks() {
        var registrations = Registrations<Member> { $0 }
        let walker = Member("walker"), late = Member("late")
        registrations.insert(walker)
        var seen: [String] = []
        for member in registrations.attached() where !member.isDetached {
            seen.append(member.name)
            registrations.insert(late)
        }
        #expect(seen == ["walker"])
        #expect(registrations.attached().map(\.name) == ["walker", "late"])
        #expect(registrations.isEmpty == false)
    }
}
