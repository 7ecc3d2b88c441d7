import AnimationCore
import Foundation

/// A timing curve, as Core Animation's `CAMediaTimingFunction`: a cubic
/// Bézier from (0, 0) to (1, 1) through two control points, evaluated with
/// SwiftUI's `UnitCurve` (the same solver as `Animation.timingCurve`).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// A curve through two control points (x values outside 0...1 are
    /// clamped, as Core Animation does).
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x.
    ///   - c1y: Its y.
    ///   - c2x: The second control point's x.
    ///   - c2y: Its y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func finite(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(v) : 0 }
        controlPoint1 = CGPoint(x: min(max(finite(c1x), 0), 1), y: finite(c1y))
        controlPoint2 = CGPoint(x: min(max(finite(c2x), 0), 1), y: finite(c2y))
    }

    /// A named curve: linear (0, 0, 1, 1), ease in (0.42, 0, 1, 1), ease out
    /// (0, 0, 0.58, 1), ease in and out (0.42, 0, 0.58, 1) and the default
    /// (0.25, 0.1, 0.25, 1), Apple's published control points.
    ///
    /// - Parameter name: The name.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes a control point's coordinates: index 0 is (0, 0), 1 and 2 the
    /// control points, 3 is (1, 1); other indices write nothing.
    ///
    /// - Parameters:
    ///   - idx: The index.
    ///   - ptr: Where to write x and y.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, controlPoint1, controlPoint2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].x)
        ptr[1] = Float(points[idx].y)
    }

    /// The curve's value at a time, 0 to 1 (clamped).
    ///
    /// - Parameter time: The time.
    /// - Returns: The progress.
    public func _value(at time: Double) -> Double {
        UnitCurve.bezier(
            startControlPoint: UnitPoint(x: controlPoint1.x, y: controlPoint1.y),
            endControlPoint: UnitPoint(x: controlPoint2.x, y: controlPoint2.y)
        ).value(at: min(max(time.isNaN ? 0 : time, 0), 1))
    }
}

/// The names of Core Animation's curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow, then fast.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast, then slow.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The seconds since the host process started, on a monotonic clock (as
/// Core Animation's `CACurrentMediaTime`, which counts from boot).
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
