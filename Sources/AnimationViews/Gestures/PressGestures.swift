import AnimationCore
import AnimationRuntime
import Foundation

/// A press held for a while without moving away: reports `true` when the
/// pointer goes down (so `updating` can show that a press is under way)
/// and ends, with `true`, once it has been held `minimumDuration` seconds.
/// Moving more than `maximumDistance` points, or releasing early, fails.
public struct LongPressGesture {
    /// How long the press must last.
    public var minimumDuration: Double
    /// How far the pointer may move.
    public var maximumDistance: CGFloat

    /// Creates the gesture.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last; 0.5 s by default
    ///     (negative or NaN durations count as 0).
    ///   - maximumDistance: How far the pointer may move; 10 points by
    ///     default.
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isNaN ? 0 : max(0, minimumDuration)
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }
}

extension LongPressGesture: Gesture {
    /// Whether the press is held.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes one long press.
    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Recognizes a long press.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (point: CGPoint, time: TimeInterval)?
    private var done = false

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override var wantsTicks: Bool { start != nil && !done }

    /// Its `true` at touch-down comes before it is recognized.
    override var reportsWhilePossible: Bool { true }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Bool> {
        guard !done else { return .failed }
        switch event.phase {
        case .began:
            guard event.globalLocation.x.isFinite, event.globalLocation.y.isFinite else { return .failed }
            start = (event.globalLocation, event.time)
            if minimumDuration == 0 {
                done = true
                return .ended(true)
            }
            return .changed(true)
        case .moved:
            guard let start, event.globalLocation.x.isFinite, event.globalLocation.y.isFinite else { return .possible }
            if hypot(event.globalLocation.x - start.point.x, event.globalLocation.y - start.point.y) > maximumDistance {
                done = true
                return .failed
            }
            return held(at: event.time)
        case .tick:
            return held(at: event.time)
        case .ended:
            if case .ended = held(at: event.time) { return .ended(true) }
            done = true
            return .failed
        case .cancelled:
            done = true
            return .failed
        }
    }

    private func held(at time: TimeInterval) -> GestureOutcome<Bool> {
        guard let start else { return .possible }
        guard time - start.time + 1e-9 >= minimumDuration else { return .possible }
        done = true
        return .ended(true)
    }
}

/// One or more taps in a row: ends when the `count`th tap goes up, each
/// tap within 10 points of the first and 0.35 s of the one before.
public struct TapGesture {
    /// How many taps.
    public var count: Int

    /// Creates the gesture.
    ///
    /// - Parameter count: How many taps; 1 by default (less counts as 1).
    nonisolated public init(count: Int = 1) {
        self.count = max(1, count)
    }
}

extension TapGesture: Gesture {
    /// A tap has no value.
    public typealias Value = Void
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the taps.
    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        MappedRecognizer(base: TapRecognizer(count: count, global: false)) { _ in () }
    }
}

/// Taps that report where the last one was.
public struct SpatialTapGesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps.
    public var count: Int
    /// The coordinates of the location.
    public var coordinateSpace: CoordinateSpace

    /// Creates the gesture.
    ///
    /// - Parameters:
    ///   - count: How many taps; 1 by default.
    ///   - coordinateSpace: The coordinates of the location: the view's own
    ///     by default (a named space measures as `.global` here).
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }
}

extension SpatialTapGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes the taps.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(base: TapRecognizer(count: count, global: coordinateSpace != .local)) { Value(location: $0) }
    }
}

/// Recognizes a number of taps; its value is where the last one went up.
final class TapRecognizer: _GestureRecognizer<CGPoint> {
    static let slop: CGFloat = 10
    static let interval: TimeInterval = 0.35

    let count: Int
    let global: Bool
    private var first: CGPoint?
    private var down: CGPoint?
    private var taps = 0
    private var lastUp: TimeInterval?
    private var failed = false

    init(count: Int, global: Bool) {
        self.count = count
        self.global = global
    }

    override var waitsUntil: TimeInterval? {
        guard !failed, taps > 0, taps < count, let lastUp else { return nil }
        return lastUp + Self.interval
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<CGPoint> {
        let point = global ? event.globalLocation : event.location
        guard !failed else { return .failed }
        switch event.phase {
        case .began:
            guard point.x.isFinite, point.y.isFinite else { return fail() }
            if let lastUp, event.time - lastUp > Self.interval { return fail() }
            if let first, hypot(point.x - first.x, point.y - first.y) > Self.slop { return fail() }
            first = first ?? point
            down = point
            return .possible
        case .moved:
            guard let down, point.x.isFinite, point.y.isFinite else { return .possible }
            return hypot(point.x - down.x, point.y - down.y) > Self.slop ? fail() : .possible
        case .ended:
            guard let down else { return fail() }
            let up = point.x.isFinite && point.y.isFinite ? point : down
            guard hypot(up.x - down.x, up.y - down.y) <= Self.slop else { return fail() }
            taps += 1
            lastUp = event.time
            self.down = nil
            return taps == count ? .ended(up) : .possible
        case .cancelled:
            return fail()
        case .tick:
            // Waiting for another tap: the wait runs out.
            if down == nil, let waitsUntil, event.time > waitsUntil { return fail() }
            return .possible
        }
    }

    private func fail() -> GestureOutcome<CGPoint> {
        failed = true
        return .failed
    }
}

/// A recognizer whose values are another's, transformed.
final class MappedRecognizer<Base, Value>: WrappingRecognizer<Base, Value> {
    let transform: (Base) -> Value

    init(base: _GestureRecognizer<Base>, transform: @escaping (Base) -> Value) {
        self.transform = transform
        super.init(base: base)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Value> {
        switch base.handle(event) {
        case .possible: return .possible
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }
}

extension View {
    /// Runs an action when the view is pressed for `minimumDuration`
    /// seconds without the pointer moving `maximumDistance` away.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last; 0.5 s by default.
    ///   - maximumDistance: How far the pointer may move; 10 points.
    ///   - action: What the long press does.
    ///   - onPressingChanged: Told `true` when a press starts, and `false`
    ///     when it is recognized (just before the action) or stops without
    ///     being recognized (this package's order; SwiftUI does not
    ///     document it).
    /// - Returns: The view.
    @preconcurrency nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _PressingGesture(
                base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, pressing: onPressingChanged))
    }
}

/// A long press that reports when pressing starts and stops:
/// `onLongPressGesture(perform:onPressingChanged:)`.
struct _PressingGesture {
    let base: LongPressGesture
    let action: @MainActor () -> Void
    let pressing: (@MainActor (Bool) -> Void)?
}

extension _PressingGesture: Gesture {
    typealias Value = Bool
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        PressingRecognizer(base: base._makeRecognizer(), action: action, pressing: pressing)
    }
}

/// Runs a long press's action and tells when pressing changes.
final class PressingRecognizer: WrappingRecognizer<Bool, Bool> {
    let action: @MainActor () -> Void
    let pressing: (@MainActor (Bool) -> Void)?
    private var isPressing = false

    init(base: _GestureRecognizer<Bool>, action: @escaping @MainActor () -> Void, pressing: (@MainActor (Bool) -> Void)?) {
        self.action = action
        self.pressing = pressing
        super.init(base: base)
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<Bool> {
        let outcome = base.handle(event)
        if event.phase == .began, !isPressing {
            isPressing = true
            pressing?(true)
        }
        // Pressing stops when the press is recognized (before the action)
        // or stops without being recognized.
        let recognized: Bool
        if case .ended = outcome { recognized = true } else { recognized = false }
        if isPressing, recognized || event.phase == .ended || event.phase == .cancelled || outcome.isFailure {
            isPressing = false
            pressing?(false)
        }
        if recognized { action() }
        return outcome
    }
}

extension GestureOutcome {
    var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
