extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber
    /// through the subscription.
    ///
    /// Arithmetic saturates, as Combine's does: adding to or subtracting
    /// from ``unlimited`` gives ``unlimited``, a sum that would overflow is
    /// ``unlimited``, and a difference that would be negative is ``none``.
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count; `UInt(Int.max) + 1` stands for unlimited.
        @usableFromInline
        let rawValue: UInt

        @inlinable
        init(rawValue: UInt) {
            self.rawValue = Swift.min(rawValue, Self.unlimitedRawValue)
        }

        @usableFromInline
        static let unlimitedRawValue = UInt(Int.max) + 1

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: unlimitedRawValue)

        /// A request for no elements from the publisher.
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements.
        ///
        /// - Precondition: `value` is not negative.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number of requested values, or `nil` if unlimited.
        @inlinable
        public var max: Int? {
            rawValue == Self.unlimitedRawValue ? nil : Int(rawValue)
        }

        /// A description: `unlimited` or `max(n)`.
        public var description: String {
            self == .unlimited ? "unlimited" : "max(\(rawValue))"
        }

        /// Returns the result of adding two demands: unlimited if either is,
        /// or if the sum overflows.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Returns the result of adding an integer to a demand (a negative
        /// integer subtracts).
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let other = Demand(rawValue: UInt(rhs.magnitude))
            return rhs < 0 ? lhs - other : lhs + other
        }

        /// Adds an integer to a demand, and assigns the result to the demand.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// Returns the result of multiplying a demand by an integer:
        /// unlimited stays unlimited, an overflow is unlimited.
        ///
        /// - Precondition: `rhs` is not negative.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "demand cannot be multiplied by a negative number")
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(rawValue: product)
        }

        /// Multiplies a demand by an integer, and assigns the result to the demand.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) {
            lhs = lhs * rhs
        }

        /// Returns the result of subtracting one demand from another: from
        /// unlimited, unlimited; unlimited from anything else, none; never
        /// less than none.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Returns the result of subtracting an integer from a demand (never
        /// less than none; from unlimited, unlimited).
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let other = Demand(rawValue: UInt(rhs.magnitude))
            return rhs < 0 ? lhs + other : lhs - other
        }

        /// Subtracts an integer from a demand, and assigns the result to the demand.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Whether the first demand requests fewer elements than the second;
        /// unlimited is greater than any count.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// Whether a demand requests more elements than an integer.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs == .unlimited || Int(lhs.rawValue) > rhs
        }

        /// Whether a demand requests at least as many elements as an integer.
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool {
            lhs == .unlimited || Int(lhs.rawValue) >= rhs
        }

        /// Whether an integer is greater than the demand.
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool {
            rhs != .unlimited && lhs > Int(rhs.rawValue)
        }

        /// Whether an integer is at least the demand.
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool {
            rhs != .unlimited && lhs >= Int(rhs.rawValue)
        }

        /// Whether a demand requests fewer elements than an integer.
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && Int(lhs.rawValue) < rhs
        }

        /// Whether an integer is less than the demand.
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool {
            rhs == .unlimited || lhs < Int(rhs.rawValue)
        }

        /// Whether a demand requests at most as many elements as an integer.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && Int(lhs.rawValue) <= rhs
        }

        /// Whether an integer is at most the demand.
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool {
            rhs == .unlimited || lhs <= Int(rhs.rawValue)
        }

        /// Whether a demand is exactly an integer (unlimited is no integer).
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && Int(lhs.rawValue) == rhs
        }

        /// Whether a demand is not exactly an integer.
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool {
            !(lhs == rhs)
        }

        /// Whether an integer is exactly a demand.
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool {
            rhs == lhs
        }

        /// Whether an integer is not exactly a demand.
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool {
            !(rhs == lhs)
        }

        /// Creates a demand from a decoder (its count; unlimited as
        /// `UInt(Int.max) + 1`).
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        /// Encodes the demand's count.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
