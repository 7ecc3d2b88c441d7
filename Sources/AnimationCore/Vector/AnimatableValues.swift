/// A tuple of any number of animatable values, which is itself animatable.
///
/// It says what nested ``AnimatablePair``s say without the nesting:
///
/// ```swift
/// var animatableData: AnimatableValues<Double, Double, CGFloat> {
///     get { AnimatableValues(attack, decay, level) }
///     set { (attack, decay, level) = newValue.value }
/// }
/// ```
///
/// All arithmetic is element by element; ``magnitudeSquared`` is the sum of
/// the elements' squared magnitudes. A tuple of zero elements,
/// `AnimatableValues< >()`, is valid: it behaves like
/// ``EmptyAnimatableData``.
@frozen
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The tuple of values.
    public var value: (repeat each Value)

    /// Creates a tuple of animatable values.
    ///
    /// - Parameter value: The values, in order.
    @inlinable
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// The tuple whose elements are all zero.
    @inlinable
    public static var zero: Self {
        Self(repeat (each Value).zero)
    }

    /// Adds two tuples element by element.
    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) + (each rhs.value))
    }

    /// Subtracts two tuples element by element.
    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(repeat (each lhs.value) - (each rhs.value))
    }

    /// Whether every element of `lhs` equals the same element of `rhs`.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            if left != right { return false }
        }
        return true
    }

    /// Multiplies every element by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The dot product of the tuple with itself: the sum of the elements'
    /// squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in repeat each value {
            sum += element.magnitudeSquared
        }
        return sum
    }
}

extension AnimatableValues: Sendable where repeat each Value: Sendable {}
