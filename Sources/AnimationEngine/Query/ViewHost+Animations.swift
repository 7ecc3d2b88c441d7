import AnimationCore
import AnimationRuntime
import Foundation

/// An attribute a host animates now: named by view structure, with its
/// values and the animations that drive it (``ViewHost/animations``).
/// This package's addition, for tests: SwiftUI shows none of this.
public struct AttributeAnimation: Equatable, Sendable {
    /// The attribute, by view structure, as ``ViewHost/attributeValues``
    /// names it (`Avatar › scaleEffect`).
    public let name: String
    /// The value it will settle at, as numbers (its animatable data).
    public let model: [Double]
    /// The value shown now, as numbers.
    public let presentation: [Double]
    /// The velocity, in animatable-data units per second.
    public let velocity: [Double]
    /// The animations driving it, oldest first: one, or several that
    /// combine (a newer one added to those still running).
    public let animations: [RunningAnimation]
}

extension ViewHost {
    /// What animates now: every attribute an animation drives, depth first,
    /// named by view structure, with its model and presentation values,
    /// its velocity and its running animations (their start times, and
    /// whether each is logically complete). Views that only run every frame
    /// (a `TimelineView`) are not listed; ``settle(timeout:)`` names them.
    /// State changes that wait for a frame are applied first (no time
    /// passes).
    public var animations: [AttributeAnimation] {
        var result: [AttributeAnimation] = []
        visitAnimatingAttributes { name, slot in
            let attribute = slot.attribute
            result.append(
                AttributeAnimation(
                    name: name, model: attribute.modelComponents, presentation: attribute.presentationComponents,
                    velocity: attribute.velocityComponents, animations: attribute.running))
        }
        return result
    }

    /// Runs a change (a tap, a state change in `withAnimation`) and
    /// returns what it started animating: each attribute it animated, with
    /// only the animations that began now (so "this tap springs the scale
    /// with `.bouncy`" reads from the result). The change's updates run
    /// before this returns; no time passes.
    ///
    /// - Parameter change: The change.
    /// - Returns: The attributes the change animated, depth first.
    @discardableResult
    public func perform(_ change: () -> Void) -> [AttributeAnimation] {
        applyPendingChanges()
        let before = Set(animations.flatMap { entry in entry.animations.map { Started(name: entry.name, at: $0.startTime) } })
        cycle(change)
        return animations.compactMap { entry in
            let new = entry.animations.filter { !before.contains(Started(name: entry.name, at: $0.startTime)) }
            guard !new.isEmpty else { return nil }
            return AttributeAnimation(
                name: entry.name, model: entry.model, presentation: entry.presentation, velocity: entry.velocity, animations: new)
        }
    }
}

/// An animation of an attribute, told apart by its start.
private struct Started: Hashable {
    let name: String
    let at: TimeInterval
}

extension ViewHost {
    /// Where the views of animating attributes are laid out, in the host's
    /// coordinates (their layout frames, before render effects such as
    /// `scaleEffect` or `offset`): what an inspector highlights. One walk of
    /// the tree for all the names; a name no animating attribute has is
    /// not in the result.
    ///
    /// - Parameter attributes: Names in ``animations``.
    /// - Returns: Each name's frame.
    public func placedFrames(ofAttributes attributes: Set<String>) -> [String: CGRect] {
        guard !attributes.isEmpty else { return [:] }
        var result: [String: CGRect] = [:]
        visitAnimatingAttributes { name, slot in
            guard attributes.contains(name) else { return }
            result[name] = ViewGraph.placedBounds(of: slot.node) ?? slot.node.frame
        }
        return result
    }

    /// Where the view of one animating attribute is laid out
    /// (``placedFrames(ofAttributes:)``); `nil` when no attribute of that
    /// name animates now.
    ///
    /// - Parameter attribute: Its name in ``animations``.
    public func placedFrame(ofAttribute attribute: String) -> CGRect? {
        placedFrames(ofAttributes: [attribute])[attribute]
    }
}
