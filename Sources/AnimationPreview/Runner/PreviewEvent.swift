import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// Something `animate preview` does to the view at a time while it
/// records, written on the command line as `KIND ARGUMENTS @SECONDS`:
///
/// - `tap 195,420 @0.5`: a tap at a point (host coordinates, points), half
///   a second in. Without `@`, at 0.
/// - `press X,Y`, `move X,Y`, `release X,Y`: the pointer going down,
///   moving while down, and going up (a button pressed and held).
/// - `type hello world @2`: text typed into the focused text field (quotes
///   around it are dropped: `type "a b"`); `submit @3`: its return key.
public struct PreviewEvent: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What happens.
    public enum Action: Codable, Sendable, Equatable {
        /// A tap at a point.
        case tap(CGPoint)
        /// The pointer going down at a point.
        case press(CGPoint)
        /// The pressed pointer moving to a point.
        case move(CGPoint)
        /// The pointer going up at a point.
        case release(CGPoint)
        /// Text typed into the focused field.
        case type(String)
        /// The focused field's return key.
        case submit
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
    public static let forms = [
        "tap X,Y @SECONDS", "press X,Y @SECONDS", "move X,Y @SECONDS", "release X,Y @SECONDS", "type TEXT @SECONDS", "submit @SECONDS",
    ]

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
        func point(_ kind: String) throws -> CGPoint {
            guard words.count == 1 else { throw fail("a \(kind) takes one point, X,Y") }
            let parts = words[0].split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                throw fail("'\(words[0])' is not a point X,Y of two finite numbers")
            }
            return CGPoint(x: x, y: y)
        }
        switch kind {
        case "tap": self.init(.tap(try point(kind)), at: time)
        case "press": self.init(.press(try point(kind)), at: time)
        case "move": self.init(.move(try point(kind)), at: time)
        case "release": self.init(.release(try point(kind)), at: time)
        case "type":
            var typed = words.joined(separator: " ")
            if typed.count >= 2, typed.hasPrefix("\""), typed.hasSuffix("\"") { typed = String(typed.dropFirst().dropLast()) }
            guard !typed.isEmpty else { throw fail("type takes the text to type") }
            self.init(.type(typed), at: time)
        case "submit":
            guard words.isEmpty else { throw fail("submit takes no arguments") }
            self.init(.submit, at: time)
        default:
            throw fail("unknown kind '\(kind)'")
        }
    }

    /// The event as written on the command line.
    public var description: String {
        func at(_ point: CGPoint) -> String { "\(Self.number(point.x)),\(Self.number(point.y))" }
        let when = "@\(Self.number(time))"
        return switch action {
        case .tap(let point): "tap \(at(point)) \(when)"
        case .press(let point): "press \(at(point)) \(when)"
        case .move(let point): "move \(at(point)) \(when)"
        case .release(let point): "release \(at(point)) \(when)"
        case .type(let text): "type \"\(text)\" \(when)"
        case .submit: "submit \(when)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The event for a recorder.
    public var scripted: ScriptedEvent {
        switch action {
        case .tap(let point): ScriptedEvent.tap(at: time, point)
        case .press(let point): ScriptedEvent.press(at: time, point)
        case .move(let point): ScriptedEvent.move(at: time, to: point)
        case .release(let point): ScriptedEvent.release(at: time, point)
        case .type(let text): ScriptedEvent.type(at: time, text)
        case .submit: ScriptedEvent.submit(at: time)
        }
    }
}
