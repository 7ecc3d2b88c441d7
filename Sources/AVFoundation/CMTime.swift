/// A time as a rational number of seconds (CoreMedia's `CMTime`, which
/// AVFoundation brings): `value / timescale`.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator: parts per second.
    public var timescale: Int32

    /// A time of `value / timescale` seconds.
    ///
    /// - Parameters:
    ///   - value: The numerator.
    ///   - timescale: The parts per second; a time with 0 is invalid
    ///     (``isValid``) and reads as 0 seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// A time in seconds, rounded to the timescale.
    ///
    /// - Parameters:
    ///   - seconds: The seconds; NaN or infinite gives ``invalid``.
    ///   - preferredTimescale: The parts per second.
    public init(seconds: Double, preferredTimescale: Int32) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self = .invalid
            return
        }
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// No time: 0 seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// A time that is not one (a timescale of 0).
    public static let invalid = CMTime(value: 0, timescale: 0)

    /// Whether the time is one (its timescale is positive).
    public var isValid: Bool { timescale > 0 }

    /// The time in seconds (0 for an invalid time).
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : 0 }

    /// Compares two times by their seconds.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }

    /// Equal when they stand for the same seconds.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds == rhs.seconds && lhs.isValid == rhs.isValid }

    /// Hashes the seconds.
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
}

/// A time of `value / timescale` seconds.
///
/// - Parameters:
///   - value: The numerator.
///   - timescale: The parts per second.
/// - Returns: The time.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// A time in seconds, rounded to the timescale.
///
/// - Parameters:
///   - seconds: The seconds.
///   - preferredTimescale: The parts per second.
/// - Returns: The time.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A time's seconds.
///
/// - Parameter time: The time.
/// - Returns: Its seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double {
    time.seconds
}
