extension AnimatableVector: VectorArithmetic {
    /// The empty vector, which counts as zero at every index.
    @inlinable
    public static var zero: AnimatableVector {
        AnimatableVector(values: [])
    }

    /// Adds two vectors element by element; the result is as long as the
    /// longer operand.
    @inlinable
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result += rhs
        return result
    }

    /// Adds `rhs` to `lhs` element by element, in place. Grows `lhs` if
    /// `rhs` is longer.
    @inlinable
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.combine(with: rhs, negatingRight: false)
    }

    /// Subtracts two vectors element by element; the result is as long as
    /// the longer operand.
    @inlinable
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        var result = lhs
        result -= rhs
        return result
    }

    /// Subtracts `rhs` from `lhs` element by element, in place. Grows `lhs`
    /// if `rhs` is longer.
    @inlinable
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs.combine(with: rhs, negatingRight: true)
    }

    /// Multiplies every element by `rhs`, in place.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in 0..<buffer.count {
                base[index] *= rhs
            }
        }
    }

    /// The dot product of the vector with itself.
    ///
    /// Summed in four interleaved lanes so that the loop vectorizes; the
    /// result may differ from a strictly left-to-right sum in the last bits.
    @inlinable
    public var magnitudeSquared: Double {
        values.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            let count = buffer.count
            var lanes = SIMD4<Double>()
            var index = 0
            while index + 4 <= count {
                let chunk = SIMD4(base[index], base[index + 1], base[index + 2], base[index + 3])
                lanes += chunk * chunk
                index += 4
            }
            var sum = lanes.sum()
            while index < count {
                sum += base[index] * base[index]
                index += 1
            }
            return sum
        }
    }

    /// `self ±= rhs` with missing elements counting as zero.
    /// Makes this vector `base + other × factor` in its own buffer: no
    /// allocation when the buffer is not shared and already as long as the
    /// longer operand. The result is as long as the longer operand.
    ///
    /// - Parameters:
    ///   - base: The vector to start from.
    ///   - other: The vector to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    @inlinable
    public mutating func formSum(_ base: AnimatableVector, _ other: AnimatableVector, scaledBy factor: Double) {
        let baseCount = base.values.count, otherCount = other.values.count
        resize(to: Swift.max(baseCount, otherCount))
        values.withUnsafeMutableBufferPointer { out in
            base.values.withUnsafeBufferPointer { base in
                other.values.withUnsafeBufferPointer { other in
                    guard let o = out.baseAddress else { return }
                    let common = Swift.min(baseCount, otherCount)
                    if let b = base.baseAddress, let r = other.baseAddress {
                        for index in 0..<common { o[index] = b[index] + r[index] * factor }
                    }
                    for index in common..<baseCount { o[index] = base[index] }
                    for index in common..<otherCount { o[index] = other[index] * factor }
                }
            }
        }
    }

    /// Adds `other × factor` to this vector in its own buffer; the result is
    /// as long as the longer operand.
    ///
    /// - Parameters:
    ///   - other: The vector to add, scaled.
    ///   - factor: The factor `other` is scaled by.
    @inlinable
    public mutating func add(_ other: AnimatableVector, scaledBy factor: Double) {
        let otherCount = other.values.count
        if otherCount == 0 { return }
        if otherCount > values.count {
            values.append(contentsOf: repeatElement(0, count: otherCount - values.count))
        }
        values.withUnsafeMutableBufferPointer { out in
            other.values.withUnsafeBufferPointer { other in
                guard let o = out.baseAddress, let r = other.baseAddress else { return }
                for index in 0..<otherCount { o[index] += r[index] * factor }
            }
        }
    }

    /// Makes the buffer `count` long, keeping its capacity when it shrinks.
    @inlinable
    internal mutating func resize(to count: Int) {
        if values.count > count {
            values.removeLast(values.count - count)
        } else if values.count < count {
            values.append(contentsOf: repeatElement(0, count: count - values.count))
        }
    }

    @inlinable
    @inline(__always)
    internal mutating func combine(with rhs: AnimatableVector, negatingRight: Bool) {
        let rightCount = rhs.values.count
        if rightCount == 0 { return }
        let leftCount = values.count
        if rightCount > leftCount {
            values.append(contentsOf: repeatElement(0, count: rightCount - leftCount))
        }
        values.withUnsafeMutableBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return }
                if negatingRight {
                    for index in 0..<rightCount { l[index] -= r[index] }
                } else {
                    for index in 0..<rightCount { l[index] += r[index] }
                }
            }
        }
    }
}

extension AnimatableVector: Hashable {
    /// Whether the two vectors are equal with missing elements counted as
    /// zero: `[1, 0] == [1]` and `[0, 0] == .zero`.
    @inlinable
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                let common = Swift.min(left.count, right.count)
                for index in 0..<common where left[index] != right[index] {
                    return false
                }
                let tail = left.count > right.count ? left[common...] : right[common...]
                return tail.allSatisfy { $0 == 0 }
            }
        }
    }

    /// Hashes the elements up to the last non-zero one, consistently with
    /// `==` (trailing zeros are not significant).
    ///
    /// - Parameter hasher: The hasher to feed.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let significant = values.lastIndex { $0 != 0 }.map { $0 + 1 } ?? 0
        hasher.combine(significant)
        for index in 0..<significant {
            hasher.combine(values[index])
        }
    }
}

/// A vector animates itself: its `animatableData` is the vector.
extension AnimatableVector: Animatable {}
