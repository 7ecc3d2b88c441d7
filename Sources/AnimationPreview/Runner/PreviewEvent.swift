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
/// - `drag 100,300 300,300 0.4s @1`: a drag in a straight line, moving
///   once a frame (0.25 s when the duration is left out).
/// - `longpress 200,200 1s @1`: a press held, then released (0.6 s by
///   default).
/// - `pinch 200,200 100 200 0.5s @1`: two pointers about a center, from
///   100 points apart to 200 (0.25 s by default).
/// - `rotate 200,200 90 0.5s @1`: two pointers 100 points apart turning
///   90° clockwise about a center (0.25 s by default).
/// - `tap label:Save @0.5`, `longpress id:row-3 1s`, `drag id:card 0,-200
///   0.4s @1`: the same on a view found, when the event happens, by its
///   accessibility label (a text's characters by default) or identifier
///   (``/AnimationRender/ViewTarget``); a drag then goes by an offset
///   DX,DY. When none matches, nothing happens and the recording warns,
///   naming what is drawn.
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
        /// A drag from a point to another, over a duration.
        case drag(CGPoint, CGPoint, duration: TimeInterval)
        /// A press held for a duration.
        case longPress(CGPoint, duration: TimeInterval)
        /// A pinch about a center, between two distances.
        case pinch(CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval)
        /// A rotation about a center, by degrees.
        case rotate(CGPoint, degrees: Double, duration: TimeInterval)
        /// A tap on a view found by label or identifier.
        case tapView(ViewTarget)
        /// A press held on a view found by label or identifier.
        case longPressView(ViewTarget, duration: TimeInterval)
        /// A drag from a view found by label or identifier, by an offset.
        case dragView(ViewTarget, by: CGSize, duration: TimeInterval)
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

    /// The longest a gesture's duration may be, in seconds: an hour. A
    /// drag moves once a frame, so a longer one would script millions of
    /// moves; reading one fails.
    public static let maximumDuration: TimeInterval = 3600

    /// The kinds of event there are, with their forms, for messages.
    public static let forms = [
        "tap X,Y @SECONDS", "press X,Y @SECONDS", "move X,Y @SECONDS", "release X,Y @SECONDS", "type TEXT @SECONDS", "submit @SECONDS",
        "drag X,Y X,Y [DURATIONs] @SECONDS", "longpress X,Y [DURATIONs] @SECONDS", "pinch X,Y FROM TO [DURATIONs] @SECONDS",
        "rotate X,Y DEGREES [DURATIONs] @SECONDS", "tap label:TEXT|id:ID @SECONDS", "longpress label:TEXT|id:ID [DURATIONs] @SECONDS",
        "drag label:TEXT|id:ID DX,DY [DURATIONs] @SECONDS"
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
        func parsePoint(_ word: String) throws -> CGPoint {
            let parts = word.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                throw fail("'\(word)' is not a point X,Y of two finite numbers")
            }
            return CGPoint(x: x, y: y)
        }
        func point(_ kind: String) throws -> CGPoint {
            guard words.count == 1 else { throw fail("a \(kind) takes one point, X,Y") }
            return try parsePoint(words[0])
        }
        /// A gesture's words: `points` points, `numbers` numbers, and an
        /// optional duration ending in `s`.
        func gesture(_ kind: String, points: Int, numbers: [String], duration: TimeInterval) throws -> ([CGPoint], [Double], TimeInterval) {
            var rest = words
            var seconds = duration
            if let last = rest.last, last.hasSuffix("s"), rest.count == points + numbers.count + 1 {
                guard let value = Double(last.dropLast()), value.isFinite, value >= 0, value <= Self.maximumDuration else {
                    throw fail("the duration '\(last)' is not a number of seconds from 0 to \(Int(Self.maximumDuration)), ending in s")
                }
                seconds = value
                rest.removeLast()
            }
            let form = (Array(repeating: "X,Y", count: points) + numbers).joined(separator: " ")
            guard rest.count == points + numbers.count else { throw fail("a \(kind) takes \(form) and an optional duration such as 0.5s") }
            let parsed = try rest.prefix(points).map(parsePoint)
            let values = try zip(numbers, rest.dropFirst(points)).map { name, word -> Double in
                guard let value = Double(word), value.isFinite else { throw fail("\(name) '\(word)' is not a finite number") }
                return value
            }
            return (parsed, values, seconds)
        }
        if let first = words.first, first.hasPrefix("label:") || first.hasPrefix("id:") {
            self.init(try Self.targeted(kind, words, fail: fail), at: time)
            return
        }
        switch kind {
        case "tap": self.init(.tap(try point(kind)), at: time)
        case "press": self.init(.press(try point(kind)), at: time)
        case "move": self.init(.move(try point(kind)), at: time)
        case "release": self.init(.release(try point(kind)), at: time)
        case "type":
            var typed = words.joined(separator: " ")
            // Quotes by code point: a quote followed by a combining mark is
            // one character with it, and the mark belongs to the text.
            let scalars = typed.unicodeScalars
            if scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" {
                typed = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
            }
            guard !typed.isEmpty else { throw fail("type takes the text to type") }
            self.init(.type(typed), at: time)
        case "submit":
            guard words.isEmpty else { throw fail("submit takes no arguments") }
            self.init(.submit, at: time)
        case "drag":
            let (points, _, duration) = try gesture(kind, points: 2, numbers: [], duration: 0.25)
            self.init(.drag(points[0], points[1], duration: duration), at: time)
        case "longpress":
            let (points, _, duration) = try gesture(kind, points: 1, numbers: [], duration: 0.6)
            self.init(.longPress(points[0], duration: duration), at: time)
        case "pinch":
            let (points, spans, duration) = try gesture(kind, points: 1, numbers: ["FROM", "TO"], duration: 0.25)
            guard spans[0] > 0, spans[1] >= 0 else { throw fail("a pinch's distances must be more than 0 (FROM) and 0 or more (TO)") }
            self.init(.pinch(points[0], from: CGFloat(spans[0]), to: CGFloat(spans[1]), duration: duration), at: time)
        case "rotate":
            let (points, degrees, duration) = try gesture(kind, points: 1, numbers: ["DEGREES"], duration: 0.25)
            self.init(.rotate(points[0], degrees: degrees[0], duration: duration), at: time)
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
        case .drag(let from, let to, let duration): "drag \(at(from)) \(at(to)) \(Self.number(duration))s \(when)"
        case .longPress(let point, let duration): "longpress \(at(point)) \(Self.number(duration))s \(when)"
        case .pinch(let center, let from, let to, let duration):
            "pinch \(at(center)) \(Self.number(from)) \(Self.number(to)) \(Self.number(duration))s \(when)"
        case .rotate(let center, let degrees, let duration): "rotate \(at(center)) \(Self.number(degrees)) \(Self.number(duration))s \(when)"
        case .tapView(let target): "tap \(target) \(when)"
        case .longPressView(let target, let duration): "longpress \(target) \(Self.number(duration))s \(when)"
        case .dragView(let target, let offset, let duration):
            "drag \(target) \(Self.number(offset.width)),\(Self.number(offset.height)) \(Self.number(duration))s \(when)"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The events for a recorder: one, or (a drag, a long press, a pinch,
    /// a rotation) a press, a move each frame, and a release.
    public var scripted: [ScriptedEvent] {
        switch action {
        case .tap(let point): [ScriptedEvent.tap(at: time, point)]
        case .press(let point): [ScriptedEvent.press(at: time, point)]
        case .move(let point): [ScriptedEvent.move(at: time, to: point)]
        case .release(let point): [ScriptedEvent.release(at: time, point)]
        case .type(let text): [ScriptedEvent.type(at: time, text)]
        case .submit: [ScriptedEvent.submit(at: time)]
        case .drag(let from, let to, let duration): ScriptedEvent.drag(at: time, from: from, to: to, duration: duration)
        case .longPress(let point, let duration): ScriptedEvent.longPress(at: time, point, duration: duration)
        case .pinch(let center, let from, let to, let duration):
            ScriptedEvent.pinch(at: time, center: center, from: from, to: to, duration: duration)
        case .rotate(let center, let degrees, let duration):
            ScriptedEvent.rotate(at: time, center: center, by: .degrees(degrees), duration: duration)
        case .tapView(let target): [ScriptedEvent.tap(at: time, on: target)]
        case .longPressView(let target, let duration): ScriptedEvent.longPress(at: time, on: target, duration: duration)
        case .dragView(let target, let offset, let duration): ScriptedEvent.drag(at: time, on: target, by: offset, duration: duration)
        }
    }
}
