import Foundation

/// A scheduler's time as a date: what `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` are (each its own type, `Owner`
/// telling them apart), with a stride in seconds.
public struct _DateSchedulerTime<Owner>: Strideable, Codable, Hashable, Sendable {
    /// The date this time type represents.
    public var date: Date

    /// Creates a time type instance from a date.
    public init(_ date: Date) {
        self.date = date
    }

    /// Returns the distance to another time, in seconds.
    public func distance(to other: _DateSchedulerTime) -> Stride {
        Stride(other.date.timeIntervalSince(date))
    }

    /// Returns a time calculated by advancing this instance’s time by the
    /// given interval.
    public func advanced(by n: Stride) -> _DateSchedulerTime {
        _DateSchedulerTime(date.addingTimeInterval(n.magnitude))
    }

    /// A type that represents the distance between two values: seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
        /// The type used when evaluating floating-point literals.
        public typealias FloatLiteralType = TimeInterval

        /// The type used when evaluating integer literals.
        public typealias IntegerLiteralType = TimeInterval

        /// The type used for expressing the stride’s magnitude.
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a time interval from the given seconds.
        public init(_ timeInterval: TimeInterval) {
            magnitude = timeInterval
        }

        /// Creates a time interval from an integer seconds value.
        public init(integerLiteral value: TimeInterval) {
            magnitude = value
        }

        /// Creates a time interval from a floating-point seconds value.
        public init(floatLiteral value: TimeInterval) {
            magnitude = value
        }

        /// Creates a time interval from a binary integer type, in seconds,
        /// if it is represented exactly.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// Whether one interval is shorter than another.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

        /// Multiplies two intervals.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }

        /// Adds two intervals.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }

        /// Subtracts one interval from another.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }

        /// Subtracts one interval from another, in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }

        /// Multiplies two intervals, in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }

        /// Adds two intervals, in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }

        /// An interval of whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }

        /// An interval of seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }

        /// An interval of milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }

        /// An interval of microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }

        /// An interval of nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}

/// What tells `RunLoop`'s scheduler time from `OperationQueue`'s.
public enum _RunLoopTime {}

/// What tells `OperationQueue`'s scheduler time from `RunLoop`'s.
public enum _OperationQueueTime {}

extension DispatchTime {
    /// The dispatch time `seconds` from now: none in the past, and a NaN
    /// or an interval past a century is a century (never trapping).
    static func after(seconds: TimeInterval) -> DispatchTime {
        .now() + .nanoseconds(dispatchNanoseconds(seconds))
    }
}

/// `seconds` as whole nanoseconds, between 0 and a century.
func dispatchNanoseconds(_ seconds: TimeInterval) -> Int {
    let century = 100 * 365 * 86_400.0
    guard seconds > 0 else { return 0 }
    return Int(Swift.min(seconds.isNaN ? century : seconds, century) * 1e9)
}
