/// A pair of animatable values, which is itself animatable.
///
/// Nest pairs to animate more than two values at once, as
/// `AnimatablePair<Double, AnimatablePair<Double, Double>>`; on newer code,
/// ``AnimatableValues`` says the same without the nesting.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First

    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair whose components are both zero.
    @inlinable
    public static var zero: Self {
        Self(First.zero, Second.zero)
    }

    /// Adds two pairs component by component.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Adds `rhs` to `lhs` component by component, in place.
    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts two pairs component by component.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Subtracts `rhs` from `lhs` component by component, in place.
    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Multiplies both components by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double {
        first.magnitudeSquared + second.magnitudeSquared
    }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension AnimatablePair: CustomStringConvertible {
    /// A textual form, `(first, second)`.
    public var description: String {
        "(\(first), \(second))"
    }
}
