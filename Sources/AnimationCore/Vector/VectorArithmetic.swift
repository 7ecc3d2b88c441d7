/// A type with values that support addition and scalar multiplication.
///
/// This is the protocol SwiftUI uses for animatable data: an animation
/// interpolates between two values of a `VectorArithmetic` type by taking
/// their difference, scaling it, and adding it back. `Double`, `Float`,
/// `CGFloat`, ``AnimatablePair``, ``EmptyAnimatableData``,
/// ``AnimatableValues`` and ``AnimatableVector`` conform.
///
/// Conforming types must form a vector space over `Double`: `+` is
/// associative and commutative, `zero` is its identity, `a - a == .zero`,
/// and ``scale(by:)`` distributes over `+`.
///
/// Non-finite components are not special: NaN and infinities propagate
/// through arithmetic as they do for `Double` (nothing traps).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    ///
    /// - Parameter rhs: The factor to multiply every component by.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    ///
    /// Animations use it to decide whether a value is close enough to rest.
    /// It is never negative for finite components.
    var magnitudeSquared: Double { get }

    /// Makes this value `base + other × factor`, writing into its own
    /// storage where it can.
    ///
    /// This package's addition, for the runtime's per-frame path: a type
    /// whose components live on the heap (``AnimatableVector``) overrides it
    /// to update its buffer in place instead of allocating the intermediate
    /// results. The default implementation is `self = base +
    /// other.scaled(by: factor)`, so conforming types need not implement
    /// it.
    ///
    /// - Parameters:
    ///   - base: The value to start from.
    ///   - other: The value to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    mutating func formSum(_ base: Self, _ other: Self, scaledBy factor: Double)

    /// Adds `other × factor` to this value, in place where it can.
    ///
    /// This package's addition, for the runtime's per-frame path; the
    /// default implementation is `self += other.scaled(by: factor)`.
    ///
    /// - Parameters:
    ///   - other: The value to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    mutating func add(_ other: Self, scaledBy factor: Double)
}

extension VectorArithmetic {
    /// Makes this value `base + other × factor`: `self = base +
    /// other.scaled(by: factor)`.
    ///
    /// - Parameters:
    ///   - base: The value to start from.
    ///   - other: The value to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    @inlinable
    public mutating func formSum(_ base: Self, _ other: Self, scaledBy factor: Double) {
        self = base + other.scaled(by: factor)
    }

    /// Adds `other × factor` to this value: `self += other.scaled(by:
    /// factor)`.
    ///
    /// - Parameters:
    ///   - other: The value to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    @inlinable
    public mutating func add(_ other: Self, scaledBy factor: Double) {
        self += other.scaled(by: factor)
    }

    /// Returns a value with each component of this value multiplied by the
    /// given value.
    ///
    /// - Parameter rhs: The factor to multiply every component by.
    /// - Returns: The scaled copy.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`.
    ///
    /// This is equivalent to `self = self + (other - self) * amount`.
    ///
    /// The endpoints are exact: an `amount` of `0` leaves the value unchanged
    /// and an `amount` of `1` makes it equal to `other`, bit for bit. (The
    /// formula alone can be off by an ulp at `1`, because `self + (other -
    /// self)` is rounded twice.) Amounts outside `0...1` extrapolate.
    ///
    /// - Parameters:
    ///   - other: The value to interpolate towards.
    ///   - amount: The fraction of the way from this value to `other`.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        if amount == 0 { return }
        if amount == 1 {
            self = other
            return
        }
        var delta = other - self
        delta.scale(by: amount)
        self += delta
    }

    /// Returns this value interpolated with `other` by the specified
    /// `amount`.
    ///
    /// This is equivalent to `self + (other - self) * amount`, with the
    /// endpoints exact as described in ``interpolate(towards:amount:)``.
    ///
    /// - Parameters:
    ///   - other: The value to interpolate towards.
    ///   - amount: The fraction of the way from this value to `other`.
    /// - Returns: The interpolated value.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
