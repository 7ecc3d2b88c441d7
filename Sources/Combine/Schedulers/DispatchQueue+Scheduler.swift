import Dispatch

extension DispatchQueue: Scheduler {
    /// Scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = dispatchTime.uptimeNanoseconds, end = other.dispatchTime.uptimeNanoseconds
            return end >= start ? Stride(.nanoseconds(Int(clamping: end - start))) : Stride(.nanoseconds(-Int(clamping: start - end)))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing
        /// this instance’s time by the given interval.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let nanoseconds = dispatchTime.uptimeNanoseconds
            let moved = n.magnitude >= 0 ? nanoseconds &+ UInt64(n.magnitude) : nanoseconds &- Swift.min(nanoseconds, UInt64(-n.magnitude))
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
        }

        /// Hashes the dispatch time.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Two times are equal when their dispatch times are.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        /// Creates a dispatch queue time from its uptime in nanoseconds.
        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// Encodes the time's uptime in nanoseconds.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A type that represents the distance between two values: a count
        /// of nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable,
            Sendable
        {
            /// If created via floating point literal, the value is converted
            /// to nanoseconds via multiplication.
            public typealias FloatLiteralType = Double

            /// Nanoseconds, same as DispatchTimeInterval.
            public typealias IntegerLiteralType = Int

            /// The type used for expressing the stride’s magnitude.
            public typealias Magnitude = Int

            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// A `DispatchTimeInterval` created with the value of this type
            /// in nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Creates a dispatch queue time interval from the given dispatch
            /// time interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }

            /// Creates a dispatch queue time interval from a floating-point
            /// seconds value.
            public init(_ value: Double) {
                magnitude = Self.nanoseconds(seconds: value)
            }

            /// Creates a dispatch queue time interval from a floating-point
            /// seconds value.
            public init(floatLiteral value: Double) {
                self.init(value)
            }

            /// Creates a dispatch queue time interval from an integer seconds value.
            public init(integerLiteral value: Int) {
                magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (value < 0 ? .min : .max) : value * 1_000_000_000
            }

            /// Creates a dispatch queue time interval from a binary integer
            /// type, in seconds, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self.init(integerLiteral: value)
            }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                switch interval {
                case .seconds(let s): return s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (s < 0 ? .min : .max) : s * 1_000_000_000
                case .milliseconds(let ms): return ms.multipliedReportingOverflow(by: 1_000_000).overflow ? (ms < 0 ? .min : .max) : ms * 1_000_000
                case .microseconds(let us): return us.multipliedReportingOverflow(by: 1_000).overflow ? (us < 0 ? .min : .max) : us * 1_000
                case .nanoseconds(let ns): return ns
                case .never: return .max
                @unknown default: return .max
                }
            }

            /// Whole nanoseconds in `seconds`: saturated, and zero for NaN.
            private static func nanoseconds(seconds: Double) -> Int {
                let value = seconds * 1_000_000_000
                guard !value.isNaN else { return 0 }
                if value >= Double(Int.max) { return .max }
                if value <= Double(Int.min) { return .min }
                return Int(value)
            }

            /// Whether one interval is shorter than another.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

            /// Multiplies two intervals (in nanoseconds).
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &* rhs.magnitude)) }

            /// Adds two intervals.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &+ rhs.magnitude)) }

            /// Subtracts one interval from another.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(.nanoseconds(lhs.magnitude &- rhs.magnitude)) }

            /// Subtracts one interval from another, in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            /// Multiplies two intervals, in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// Adds two intervals, in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            /// An interval of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }

            /// An interval of seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }

            /// An interval of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }

            /// An interval of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }

            /// An interval of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS

        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags

        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

    /// This scheduler’s definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Performs the action at the next possible opportunity.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Performs the action at some time after the specified date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Performs the action at some time after the specified date, at the
    /// specified frequency, until cancelled (a dispatch timer source).
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedSendable(action)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: Swift.max(tolerance, minimumTolerance).timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
