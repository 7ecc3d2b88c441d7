/// A growable vector of `Double` that animates element by element.
///
/// Use it as the `animatableData` of a type with many values, such as a line
/// chart with hundreds of points:
///
/// ```swift
/// struct LineChart: Shape {
///     var points: AnimatableVector
///     var animatableData: AnimatableVector {
///         get { points }
///         set { points = newValue }
///     }
///     // ...
/// }
/// ```
///
/// ## Missing elements count as zero
///
/// Vectors of different lengths combine as if the shorter one were padded
/// with zeros: `[1, 2] + [1, 2, 3] == [2, 4, 3]`. This makes ``zero`` (the
/// empty vector) the identity for every length, so `a + .zero == a` and
/// `a - a == .zero` hold, and an animation can start from `.zero` towards a
/// vector of any length. Equality and hashing follow the same rule: trailing
/// zeros are not significant, so `[1, 0] == [1]`. Reading an index at or
/// past ``count`` returns `0`; writing one grows the vector with zeros.
///
/// ## Performance
///
/// The elements live in one contiguous buffer. `+=`, `-=` and
/// ``scale(by:)`` work in place and do not allocate when the storage is
/// uniquely referenced and the right-hand side is no longer than the
/// left-hand side. The loops run over raw buffers so that the compiler can
/// vectorize them.
///
/// Non-finite elements propagate as they do for `Double`; nothing traps.
@frozen
public struct AnimatableVector: Sendable {
    /// The elements, in order.
    public var values: [Double]

    /// Creates a vector from an array of elements.
    ///
    /// - Parameter values: The elements.
    @inlinable
    public init(values: [Double]) {
        self.values = values
    }

    /// Creates a vector from any sequence of elements.
    ///
    /// - Parameter values: The elements.
    @inlinable
    public init(_ values: some Sequence<Double>) {
        self.values = Array(values)
    }

    /// The number of stored elements (trailing zeros included).
    @inlinable
    public var count: Int { values.count }

    /// The element at `index`; `0` for an index at or past ``count``.
    ///
    /// Writing an index at or past ``count`` first grows the vector with
    /// zeros. A negative index is a programming error and traps.
    @inlinable
    public subscript(index: Int) -> Double {
        get {
            precondition(index >= 0, "AnimatableVector index \(index) is negative")
            return index < values.count ? values[index] : 0
        }
        set {
            precondition(index >= 0, "AnimatableVector index \(index) is negative")
            if index >= values.count {
                values.append(contentsOf: repeatElement(0, count: index - values.count + 1))
            }
            values[index] = newValue
        }
    }

    /// Calls `body` with a pointer to the contiguous elements.
    ///
    /// - Parameter body: A closure that reads the elements.
    /// - Returns: What `body` returns.
    @inlinable
    public func withUnsafeBufferPointer<R, E: Error>(
        _ body: (UnsafeBufferPointer<Double>) throws(E) -> R
    ) throws(E) -> R {
        try values.withUnsafeBufferPointer { buffer throws(E) in try body(buffer) }
    }

    /// Calls `body` with a mutable pointer to the contiguous elements, for
    /// in-place updates without bounds checks.
    ///
    /// - Parameter body: A closure that reads and writes the elements.
    /// - Returns: What `body` returns.
    @inlinable
    public mutating func withUnsafeMutableBufferPointer<R, E: Error>(
        _ body: (inout UnsafeMutableBufferPointer<Double>) throws(E) -> R
    ) throws(E) -> R {
        try values.withUnsafeMutableBufferPointer { buffer throws(E) in try body(&buffer) }
    }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
    /// Creates a vector from an array literal, as in `[50, 100, 75]`.
    ///
    /// - Parameter elements: The elements.
    @inlinable
    public init(arrayLiteral elements: Double...) {
        self.values = elements
    }
}

extension AnimatableVector: CustomStringConvertible {
    /// The elements, written as an array.
    public var description: String {
        values.description
    }
}
