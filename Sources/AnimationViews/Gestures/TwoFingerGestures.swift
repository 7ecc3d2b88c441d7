import AnimationCore
import AnimationRuntime
import Foundation

/// A pinch: two pointers moving apart or together
/// (``/AnimationEngine/ViewHost/pinch(at:from:to:angle:duration:)``).
public struct MagnifyGesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When the value was measured, on the host's clock.
        public var time: Date
        /// The distance between the pointers over their distance at the
        /// start.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second (from the last
        /// two events).
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started (the pointers' centroid), in the view's
        /// coordinates.
        public var startLocation: CGPoint
    }

    /// How much the magnification changes before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// Creates the gesture.
    ///
    /// - Parameter minimumScaleDelta: The change that recognizes it (0.01
    ///   by default, SwiftUI's); NaN or negative counts as 0.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta.isNaN ? 0 : max(0, minimumScaleDelta)
    }
}

extension MagnifyGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes a pinch.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(base: TwoFingerRecognizer(threshold: .scale(minimumScaleDelta))) { sample in
            Value(
                time: sample.time, magnification: sample.scale, velocity: sample.scaleVelocity,
                startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }
}

/// The older pinch gesture: its value is the magnification alone.
public struct MagnificationGesture {
    /// How much the magnification changes before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// Creates the gesture.
    ///
    /// - Parameter minimumScaleDelta: The change that recognizes it.
    nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta.isNaN ? 0 : max(0, minimumScaleDelta)
    }
}

extension MagnificationGesture: Gesture {
    /// The magnification.
    public typealias Value = CGFloat
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes a pinch.
    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        MappedRecognizer(base: TwoFingerRecognizer(threshold: .scale(minimumScaleDelta))) { $0.scale }
    }
}

/// A rotation: two pointers turning about their centroid
/// (``/AnimationEngine/ViewHost/rotate(at:by:span:duration:)``).
public struct RotateGesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// When the value was measured, on the host's clock.
        public var time: Date
        /// How far the line between the pointers turned since the start
        /// (clockwise on screen is positive), counting whole turns.
        public var rotation: Angle
        /// How fast it turns, per second (from the last two events).
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where it started (the pointers' centroid), in the view's
        /// coordinates.
        public var startLocation: CGPoint
    }

    /// How far the pointers turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// Creates the gesture.
    ///
    /// - Parameter minimumAngleDelta: The turn that recognizes it (1°
    ///   by default, SwiftUI's).
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotateGesture: Gesture {
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes a rotation.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(base: TwoFingerRecognizer(threshold: .angle(minimumAngleDelta.radians))) { sample in
            Value(
                time: sample.time, rotation: .radians(sample.angle), velocity: .radians(sample.angleVelocity),
                startAnchor: sample.startAnchor, startLocation: sample.startLocation)
        }
    }
}

/// The older rotation gesture: its value is the angle alone.
public struct RotationGesture {
    /// How far the pointers turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// Creates the gesture.
    ///
    /// - Parameter minimumAngleDelta: The turn that recognizes it.
    nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotationGesture: Gesture {
    /// The angle.
    public typealias Value = Angle
    /// A primitive gesture.
    public typealias Body = Never

    /// Recognizes a rotation.
    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        MappedRecognizer(base: TwoFingerRecognizer(threshold: .angle(minimumAngleDelta.radians))) { .radians($0.angle) }
    }
}

/// What two pointers did since they went down.
struct TwoFingerSample {
    var time: Date
    /// Their distance over the starting distance.
    var scale: CGFloat
    var scaleVelocity: CGFloat
    /// How far the line between them turned, in radians, unwrapped.
    var angle: Double
    var angleVelocity: Double
    var startAnchor: UnitPoint
    var startLocation: CGPoint
}

/// Recognizes two pointers pinching or turning: it starts when a press of
/// two pointers begins (a press of one fails), and is recognized once the
/// scale or the angle changed by its threshold.
final class TwoFingerRecognizer: _GestureRecognizer<TwoFingerSample> {
    enum Threshold {
        case scale(CGFloat)
        case angle(Double)
    }

    let threshold: Threshold
    private var start: (span: CGFloat, angle: Double, location: CGPoint, anchor: UnitPoint)?
    private var last: (time: TimeInterval, scale: CGFloat, angle: Double)?
    private var sample: TwoFingerSample?
    private var recognized = false

    init(threshold: Threshold) {
        self.threshold = threshold
    }

    private static func geometry(_ touches: [CGPoint]) -> (span: CGFloat, angle: Double)? {
        guard touches.count >= 2, touches.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let dx = touches[1].x - touches[0].x, dy = touches[1].y - touches[0].y
        return (hypot(dx, dy), atan2(Double(dy), Double(dx)))
    }

    override func handle(_ event: GestureEvent) -> GestureOutcome<TwoFingerSample> {
        switch event.phase {
        case .began:
            guard let geometry = Self.geometry(event.touches), geometry.span > 0 else { return .failed }
            let size = event.bounds
            let anchor = UnitPoint(
                x: size.width > 0 ? event.location.x / size.width : 0.5,
                y: size.height > 0 ? event.location.y / size.height : 0.5)
            start = (geometry.span, geometry.angle, event.location, anchor)
            last = (event.time, 1, 0)
            return .possible
        case .moved, .ended:
            guard let start, let last else { return .failed }
            if let geometry = Self.geometry(event.touches) {
                let scale = geometry.span / start.span
                // Unwrapped: the turn closest to the last angle.
                var angle = geometry.angle - start.angle
                angle += (2 * .pi) * ((last.angle - angle) / (2 * .pi)).rounded()
                let dt = event.time - last.time
                let velocities =
                    dt > 0
                    ? ((scale - last.scale) / CGFloat(dt), (angle - last.angle) / dt)
                    : (sample?.scaleVelocity ?? 0, sample?.angleVelocity ?? 0)
                self.last = (event.time, scale, angle)
                sample = TwoFingerSample(
                    time: event.date, scale: scale, scaleVelocity: velocities.0, angle: angle, angleVelocity: velocities.1,
                    startAnchor: start.anchor, startLocation: start.location)
                if !recognized {
                    switch threshold {
                    case .scale(let delta): recognized = abs(scale - 1) >= delta && abs(scale - 1) > 0
                    case .angle(let delta): recognized = abs(angle) >= delta && angle != 0
                    }
                }
            }
            guard recognized, let sample else { return event.phase == .ended ? .failed : .possible }
            return event.phase == .ended ? .ended(sample) : .changed(sample)
        case .cancelled:
            return .failed
        case .tick:
            return .possible
        }
    }
}
