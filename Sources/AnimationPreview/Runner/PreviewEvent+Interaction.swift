import AnimationCore
import AnimationRender
import Foundation

extension PreviewEvent {
    /// What an agent asks one interaction to do (the MCP server's
    /// `interact`): a kind and a view by label or identifier.
    public enum Interaction: String, CaseIterable, Sendable {
        /// A tap on the view.
        case tap
        /// A press held on the view for 0.6 s.
        case longpress
        /// A drag from the view by an offset, over 0.25 s.
        case drag
        /// Text typed: into the view, tapped first to focus it, when one is
        /// named; else into the focused field.
        case type
        /// The focused field's return key.
        case submit
    }

    /// How long after the end of the earlier events an interaction
    /// happens: time for what they started to settle.
    public static let interactionPause: TimeInterval = 0.5
    /// How long after the tap that focuses a field its text is typed.
    public static let focusPause: TimeInterval = 0.1

    /// When an interaction after some events happens: at 0 without any,
    /// else ``interactionPause`` after the last of them ends (a gesture
    /// ends at its release).
    ///
    /// - Parameter events: The earlier events.
    /// - Returns: Seconds from the start of the recording.
    public static func interactionTime(after events: [PreviewEvent]) -> TimeInterval {
        guard let end = events.flatMap(\.scripted).map(\.time).max() else { return 0 }
        return end + interactionPause
    }

    /// The events one interaction makes.
    ///
    /// - Parameters:
    ///   - interaction: What to do.
    ///   - target: The view; required for a tap, a long press and a drag.
    ///   - text: The text to type; required for `type`.
    ///   - offset: How far a drag goes; required for `drag`.
    ///   - time: When.
    /// - Returns: The events, in order.
    /// - Throws: ``ParseError`` naming what is missing.
    public static func events(
        for interaction: Interaction, on target: ViewTarget?, text: String? = nil, offset: CGSize? = nil, at time: TimeInterval
    ) throws -> [PreviewEvent] {
        func missing(_ what: String) -> ParseError {
            ParseError(description: "\(interaction.rawValue) needs \(what)")
        }
        switch interaction {
        case .tap:
            guard let target else { throw missing("a view: a label or an id") }
            return [PreviewEvent(.tapView(target), at: time)]
        case .longpress:
            guard let target else { throw missing("a view: a label or an id") }
            return [PreviewEvent(.longPressView(target, duration: 0.6), at: time)]
        case .drag:
            guard let target else { throw missing("a view: a label or an id") }
            guard let offset, offset.width.isFinite, offset.height.isFinite else { throw missing("an offset DX,DY of finite numbers") }
            return [PreviewEvent(.dragView(target, by: offset, duration: 0.25), at: time)]
        case .type:
            guard let text, !text.isEmpty else { throw missing("the text to type") }
            guard let target else { return [PreviewEvent(.type(text), at: time)] }
            return [PreviewEvent(.tapView(target), at: time), PreviewEvent(.type(text), at: time + focusPause)]
        case .submit:
            return [PreviewEvent(.submit, at: time)]
        }
    }
}
