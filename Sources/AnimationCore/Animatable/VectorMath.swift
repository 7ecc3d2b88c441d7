/// Arithmetic on an animatable value through its ``Animatable/animatableData``,
/// as SwiftUI's `_VectorMath`: ``Angle`` and ``EdgeInsets`` conform, so
/// apps add, subtract, negate and scale them (`currentAmount + finalAmount`
/// of two angles, `finalAmount += currentAmount` in a rotation gesture's
/// `onEnded`).
///
/// The operators are the protocol's, so an operator a type declares itself
/// (apps that wrote their own `static func + (Angle, Angle)`) is chosen
/// over them, as in SwiftUI.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the animatable data.
    @inlinable
    public var magnitude: Double {
        animatableData.magnitudeSquared.squareRoot()
    }

    /// Negates the value.
    @inlinable
    public mutating func negate() {
        animatableData = .zero - animatableData
    }

    /// The value negated.
    @inlinable
    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.animatableData += rhs.animatableData
    }

    /// The sum of two values.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.animatableData -= rhs.animatableData
    }

    /// The difference of two values.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Scales `lhs` by `rhs`.
    @inlinable
    public static func *= (lhs: inout Self, rhs: Double) {
        lhs.animatableData.scale(by: rhs)
    }

    /// The value scaled by `rhs`.
    @inlinable
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs` (a division by 0 gives infinities, as
    /// SwiftUI's does).
    @inlinable
    public static func /= (lhs: inout Self, rhs: Double) {
        lhs *= 1 / rhs
    }

    /// The value divided by `rhs`.
    @inlinable
    public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}

extension Angle: _VectorMath {}
extension EdgeInsets: _VectorMath {}
