import AnimationCore
import AnimationViews
import Foundation

/// Something to do to the host at a time during a recording, such as a tap.
public struct ScriptedEvent: Sendable {
    /// When, in seconds from the start.
    public var time: TimeInterval
    /// What to do.
    public var action: @MainActor @Sendable (ViewHost) -> Void

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - time: When, in seconds from the start.
    ///   - action: What to do.
    @preconcurrency public init(time: TimeInterval, action: @escaping @MainActor @Sendable (ViewHost) -> Void) {
        self.time = time
        self.action = action
    }

    /// A tap at a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func tap(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.tap(at: point) }
    }

    /// The pointer going down at a point (a button under it is pressed).
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func press(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.press(at: point) }
    }

    /// The pressed pointer moving to a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func move(at time: TimeInterval, to point: CGPoint) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.move(to: point) }
    }

    /// The pointer going up at a point.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - point: Where, in host coordinates.
    /// - Returns: The event.
    public static func release(at time: TimeInterval, _ point: CGPoint) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.release(at: point) }
    }

    /// Text typed into the focused text field.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - text: The characters.
    /// - Returns: The event.
    public static func type(at time: TimeInterval, _ text: String) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.type(text) }
    }

    /// The return key in the focused text field.
    ///
    /// - Parameter time: When.
    /// - Returns: The event.
    public static func submit(at time: TimeInterval) -> ScriptedEvent {
        ScriptedEvent(time: time) { host in host.submit() }
    }
}
