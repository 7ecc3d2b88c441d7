/// An empty type for animatable data.
///
/// This is the `animatableData` of types with nothing to animate, such as a
/// `Path`. All arithmetic is a no-op, ``magnitudeSquared`` is zero and all
/// instances are equal.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Creates an empty animatable data value.
    @inlinable
    public init() {}

    /// The only value.
    @inlinable
    public static var zero: Self { Self() }

    /// Returns an empty value.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    /// Does nothing.
    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {}

    /// Returns an empty value.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    /// Does nothing.
    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {}

    /// Does nothing.
    ///
    /// - Parameter rhs: Ignored.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always zero.
    @inlinable
    public var magnitudeSquared: Double { 0 }
}
