/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to
/// schedule actions after a specific date, this scheduler ignores the date
/// and performs them immediately; a repeating action runs once.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Sendable {
        /// The increment by which the immediate scheduler counts time.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible, Sendable {
            /// The type used when evaluating floating-point literals.
            public typealias FloatLiteralType = Double

            /// The type used when evaluating integer literals.
            public typealias IntegerLiteralType = Int

            /// The type used for expressing the stride’s magnitude.
            public typealias Magnitude = Int

            /// The value of this time interval in seconds.
            public var magnitude: Int

            /// Creates an immediate scheduler time interval from the given
            /// time interval.
            public init(_ value: Int) {
                magnitude = value
            }

            /// Creates an immediate scheduler time interval from an integer seconds value.
            public init(integerLiteral value: Int) {
                magnitude = value
            }

            /// Creates an immediate scheduler time interval from a
            /// floating-point seconds value.
            public init(floatLiteral value: Double) {
                magnitude = Int(value)
            }

            /// Creates an immediate scheduler time interval from a binary
            /// integer type, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Whether one interval is less than another.
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
            public static func seconds(_ s: Int) -> Stride { Stride(s) }

            /// An interval of seconds (rounded toward zero).
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }

            /// An interval of milliseconds (the immediate scheduler counts
            /// no time: zero).
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }

            /// An interval of microseconds (zero).
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }

            /// An interval of nanoseconds (zero).
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }

        private var count = 0

        /// Returns the distance to another immediate scheduler time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.count - count)
        }

        /// Advances the time by the specified amount.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            var time = self
            time.count += n.magnitude
            return time
        }
    }

    /// A type that defines options accepted by the immediate scheduler.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// The immediate scheduler’s definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// The minimum tolerance allowed by the immediate scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Performs the action at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// Performs the action at once, ignoring the date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Performs the action once, at once, ignoring the date and interval.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
