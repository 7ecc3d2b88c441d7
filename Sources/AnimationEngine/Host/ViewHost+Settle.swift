import AnimationCore
import Foundation

/// A view that did not settle within a timeout (``ViewHost/settle(timeout:)``):
/// what still animates, each named by its place in the view structure.
public struct SettleError: Error, CustomStringConvertible, Sendable {
    /// One thing that kept the host busy.
    public struct Endless: Equatable, Sendable {
        /// The attribute, by view structure, as ``ViewHost/attributeValues``
        /// names it (`Spinner › rotationEffect`), or the view that runs
        /// every frame (`Clock › frames`).
        public let name: String
        /// What drives it: its animations, as `Animation` describes them,
        /// each from its start time (an animation that repeats forever is
        /// marked `repeatForever:`), or frames.
        public let kind: String
    }

    /// The virtual time the host waited, in seconds.
    public let timeout: TimeInterval
    /// What still animated when the time ran out.
    public let endless: [Endless]

    /// The error, with each endless animation on its own line.
    public var description: String {
        var text = "The view did not settle within \(timeout) s of virtual time"
        if endless.isEmpty { return text + " (a state change kept coming)." }
        text += "; still animating:"
        for entry in endless { text += "\n  \(entry.name): \(entry.kind)" }
        return text
    }
}

extension ViewHost {
    /// Advances virtual time, a frame at a time, until nothing animates and
    /// no change waits for a frame; returns the virtual time that took (0
    /// for a host already at rest).
    ///
    /// A view that never settles (`repeatForever`, a `TimelineView`, a
    /// timer, a phase animator that runs on its own) throws a
    /// ``SettleError`` once `timeout` seconds of virtual time have passed,
    /// naming each endless animation by view structure and kind. Nothing
    /// waits on the wall clock. Work scheduled outside the host's clock
    /// (`DispatchQueue.asyncAfter`, `Task.sleep`) is not waited for.
    ///
    /// - Parameter timeout: The most virtual time to wait, in seconds (10
    ///   by default). NaN or a negative timeout reads as 0, an infinite
    ///   one as 10, so that every wait is bounded.
    /// - Returns: The virtual time it took.
    @discardableResult
    public func settle(timeout: TimeInterval = 10) throws -> TimeInterval {
        let limit = timeout.isNaN || timeout < 0 ? 0 : timeout.isFinite ? timeout : 10
        let start = time
        let frame = 1 / scheduler.frameRate
        while isAnimating || hasPendingChanges {
            let waited = time - start
            guard waited < limit - 1e-9 else {
                throw SettleError(timeout: limit, endless: endlessAnimations())
            }
            advance(by: min(frame, limit - waited))
        }
        return time - start
    }

    /// What animates now, named by view structure.
    func endlessAnimations() -> [SettleError.Endless] {
        var result: [SettleError.Endless] = []
        var seen: [String: Int] = [:]
        graph.root.visitAttributes { name, slot in
            guard slot.attribute.isAnimating else { return }
            let count = seen[name, default: 0] + 1
            seen[name] = count
            result.append(SettleError.Endless(name: count == 1 ? name : "\(name) #\(count)", kind: slot.attribute.drivenBy))
        }
        return result
    }
}
