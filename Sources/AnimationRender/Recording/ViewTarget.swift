import AnimationCore
import AnimationViews
import Foundation

/// A view a scripted event acts on, found by its accessibility label or
/// identifier at the moment the event happens (``ScriptedEvent/tap(at:on:)``),
/// as an agent or a UI test names a button rather than a point.
///
/// A label is the one `accessibilityLabel(_:)` gave or a text's characters
/// (SwiftUI's default label for text, so `Button("Save")` is `label:Save`);
/// an identifier is `accessibilityIdentifier(_:)`'s. With several matches
/// the first drawn (back to front) is taken, as ``/AnimationEngine/ViewHost/find(label:)`` takes it.
public enum ViewTarget: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The view with this accessibility label.
    case label(String)
    /// The view with this accessibility identifier.
    case id(String)

    /// Reads `label:TEXT` or `id:TEXT` (the text may hold spaces; double
    /// quotes around it are dropped); `nil` for any other word.
    ///
    /// - Parameter text: Such as `label:Add item`.
    public init?(parsing text: String) {
        func unquoted(_ value: Substring) -> String {
            value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : String(value)
        }
        if text.hasPrefix("label:"), case let value = unquoted(text.dropFirst(6)), !value.isEmpty {
            self = .label(value)
        } else if text.hasPrefix("id:"), case let value = unquoted(text.dropFirst(3)), !value.isEmpty {
            self = .id(value)
        } else {
            return nil
        }
    }

    /// `label:TEXT` or `id:TEXT`.
    public var description: String {
        switch self {
        case .label(let label): "label:\(label)"
        case .id(let id): "id:\(id)"
        }
    }

    /// The view drawn now; `nil`, with a warning on the host that names
    /// what is drawn (closest names first), when none matches.
    @MainActor
    func point(in host: ViewHost, for event: String) -> CGPoint? {
        do {
            switch self {
            case .label(let label): return try host.require(label: label).center
            case .id(let id): return try host.require(id: id).center
            }
        } catch {
            host.warn("\(event): nothing done. \(String(describing: error).replacingOccurrences(of: "\n  ", with: "; "))")
            return nil
        }
    }
}

extension ScriptedEvent {
    /// A tap at the middle of a view found when the event happens; when no
    /// view matches, nothing is tapped and the host warns, naming what is
    /// drawn.
    ///
    /// - Parameters:
    ///   - time: When.
    ///   - target: The view, by label or identifier.
    /// - Returns: The event.
    public static func tap(at time: TimeInterval, on target: ViewTarget) -> ScriptedEvent {
        var event = ScriptedEvent(time: time) { host in
            if let point = target.point(in: host, for: "tap \(target) @\(Animation.number(time))") { host.tap(at: point) }
        }
        event.name = "tap \(target)"
        return event
    }

    /// A press held on a view for `duration`, then released where it was
    /// pressed.
    ///
    /// - Parameters:
    ///   - time: When the press happens.
    ///   - target: The view, found at the press.
    ///   - duration: How long it is held (0.6 s by default).
    /// - Returns: The events, in order.
    public static func longPress(at time: TimeInterval, on target: ViewTarget, duration: TimeInterval = 0.6) -> [ScriptedEvent] {
        drag(at: time, on: target, by: .zero, duration: duration, moves: false, kind: "longpress")
    }

    /// A drag from the middle of a view, found at the press, by an offset:
    /// a press, a move every 1/60 s for `duration`, and a release, as
    /// ``drag(at:from:to:duration:)`` makes them.
    ///
    /// - Parameters:
    ///   - time: When the press happens.
    ///   - target: The view, by label or identifier.
    ///   - offset: How far the pointer goes, in points.
    ///   - duration: How long it takes.
    /// - Returns: The events, in order.
    public static func drag(at time: TimeInterval, on target: ViewTarget, by offset: CGSize, duration: TimeInterval = 0.25) -> [ScriptedEvent] {
        drag(at: time, on: target, by: offset, duration: duration, moves: true, kind: "drag")
    }

    private static func drag(
        at time: TimeInterval, on target: ViewTarget, by offset: CGSize, duration: TimeInterval, moves: Bool, kind: String
    ) -> [ScriptedEvent] {
        let start = PressStart()
        let count = moves ? ScriptedEvent.steps(duration) : 0
        let length = duration.isFinite ? max(0, duration) : 0
        func point(_ fraction: CGFloat) -> @MainActor (CGPoint) -> CGPoint {
            { CGPoint(x: $0.x + offset.width * fraction, y: $0.y + offset.height * fraction) }
        }
        var press = ScriptedEvent(time: time) { host in
            start.point = target.point(in: host, for: "\(kind) \(target) @\(Animation.number(time))")
            if let point = start.point { host.press(at: point) }
        }
        press.name = "\(kind) \(target)"
        var events = [press]
        for index in stride(from: 1, through: count, by: 1) {
            let place = point(CGFloat(index) / CGFloat(count))
            var move = ScriptedEvent(time: time + length * Double(index) / Double(count)) { host in
                if let point = start.point { host.move(to: place(point)) }
            }
            move.name = "move"
            events.append(move)
        }
        let end = point(1)
        var release = ScriptedEvent(time: time + length) { host in
            if let point = start.point { host.release(at: end(point)) }
        }
        release.name = "release"
        events.append(release)
        return events
    }
}

/// Where a gesture on a found view pressed: read by its moves and release.
@MainActor
private final class PressStart: Sendable {
    var point: CGPoint?
}
