import Foundation

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self *= rhs
    }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double {
        self * self
    }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`, rounded to `Float`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self = Float(Double(self) * rhs)
    }

    /// The square of this value, computed in `Double` so that it does not
    /// overflow where `Float` would.
    @inlinable
    public var magnitudeSquared: Double {
        Double(self) * Double(self)
    }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    @inlinable
    public mutating func scale(by rhs: Double) {
        self *= CGFloat(rhs)
    }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double {
        Double(self * self)
    }
}
