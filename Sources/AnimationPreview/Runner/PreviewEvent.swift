import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// Something `animate preview` does to the view at a time while it
/// records, written on the command line as `KIND ARGUMENTS @SECONDS`:
///
/// - `tap 195,420 @0.5`: a tap at a point (host coordinates, points), half
///   a second in. Without `@`, at 0.
///
/// The form leaves room for the kinds gestures will bring (`drag 10,10 ->
/// 200,10 @1`, `type "hello" @2`): a kind, its arguments, a time.
public struct PreviewEvent: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What happens.
    public enum Action: Codable, Sendable, Equatable {
        /// A tap at a point.
        case tap(CGPoint)
    }

    /// What happens.
    public var action: Action
    /// When, in seconds from the start of the recording.
    public var time: TimeInterval

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - action: What happens.
    ///   - time: When; finite and not negative.
    public init(_ action: Action, at time: TimeInterval) {
        self.action = action
        self.time = time
    }

    /// Why an event could not be read: one line for a person.
    public struct ParseError: Error, CustomStringConvertible {
        /// What is wrong, with the text that was given.
        public var description: String
    }

    /// The kinds of event there are, with their forms, for messages.
    public static let forms = ["tap X,Y @SECONDS"]

    /// Reads an event as written on the command line.
    ///
    /// - Parameter text: Such as `tap 195,420 @0.5`.
    /// - Throws: ``ParseError`` naming what is wrong.
    public init(parsing text: String) throws {
        func fail(_ reason: String) -> ParseError {
            ParseError(description: "event '\(text)': \(reason); events are: \(Self.forms.joined(separator: ", "))")
        }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let kind = words.first else { throw fail("it is empty") }
        words.removeFirst()
        var time = 0.0
        if let last = words.last, last.hasPrefix("@") {
            guard let value = Double(last.dropFirst()), value.isFinite, value >= 0 else {
                throw fail("the time '\(last)' is not a number of seconds, 0 or more")
            }
            time = value
            words.removeLast()
        }
        switch kind {
        case "tap":
            guard words.count == 1 else { throw fail("a tap takes one point, X,Y") }
            let parts = words[0].split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                throw fail("'\(words[0])' is not a point X,Y of two finite numbers")
            }
            self.init(.tap(CGPoint(x: x, y: y)), at: time)
        default:
            throw fail("unknown kind '\(kind)'")
        }
    }

    /// The event as written on the command line.
    public var description: String {
        switch action {
        case .tap(let point): "tap \(Self.number(point.x)),\(Self.number(point.y)) @\(Self.number(time))"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The event for a recorder.
    public var scripted: ScriptedEvent {
        switch action {
        case .tap(let point): ScriptedEvent.tap(at: time, point)
        }
    }
}
