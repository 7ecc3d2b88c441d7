import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// Angles compare by size and animate, as in SwiftUI. Their public
/// arithmetic is SwiftUI's: `_VectorMath`'s operators (`+`, `-`, a
/// `Double` factor or divisor), which an operator a project declares
/// itself takes precedence over. The package's own code uses the exact
/// operators below.
///
/// An angle's ``animatableData`` is its size in radians multiplied
/// by 128, as in SwiftUI: the scale lets absolute rest thresholds of
/// animations treat a few degrees like a few points.
@frozen
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The size of the angle in radians.
    public var radians: Double

    /// The size of the angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates an angle of zero.
    @inlinable
    public init() {
        self.radians = 0
    }

    /// Creates an angle from a size in radians.
    ///
    /// - Parameter radians: The size in radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from a size in degrees.
    ///
    /// - Parameter degrees: The size in degrees.
    @inlinable
    public init(degrees: Double) {
        self.radians = degrees * (.pi / 180.0)
    }

    /// An angle of zero.
    @inlinable
    public static var zero: Angle { Angle() }

    /// Returns an angle of the given size in radians.
    ///
    /// - Parameter radians: The size in radians.
    /// - Returns: The angle.
    @inlinable
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle of the given size in degrees.
    ///
    /// - Parameter degrees: The size in degrees.
    /// - Returns: The angle.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// Orders angles by their size in radians.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

extension Angle: Animatable {
    /// The angle in radians, multiplied by 128.
    @inlinable
    public var animatableData: Double {
        get { radians * 128.0 }
        set { radians = newValue / 128.0 }
    }
}

extension Angle {
    /// The sum of two angles.
    @inlinable
    package static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// Adds `rhs` to `lhs`.
    @inlinable
    package static func += (lhs: inout Angle, rhs: Angle) {
        lhs.radians += rhs.radians
    }

    /// The difference of two angles.
    @inlinable
    package static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable
    package static func -= (lhs: inout Angle, rhs: Angle) {
        lhs.radians -= rhs.radians
    }

    /// The angle of opposite sign.
    @inlinable
    package static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }

    /// The angle scaled by a factor.
    @inlinable
    package static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// The angle scaled by a factor.
    @inlinable
    package static func * (lhs: Double, rhs: Angle) -> Angle {
        Angle(radians: lhs * rhs.radians)
    }

    /// Scales `lhs` by a factor.
    @inlinable
    package static func *= (lhs: inout Angle, rhs: Double) {
        lhs.radians *= rhs
    }

    /// The angle divided by a factor.
    @inlinable
    package static func / (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians / rhs)
    }

    /// Divides `lhs` by a factor.
    @inlinable
    package static func /= (lhs: inout Angle, rhs: Double) {
        lhs.radians /= rhs
    }
}
