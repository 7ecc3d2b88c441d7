/// The level of a message, as Apple's unified log has them.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number (Apple's values).
    public var rawValue: UInt8

    /// A level by its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A level by its number.
    ///
    /// - Parameter rawValue: The number.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`notice`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that helps troubleshoot.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// A log handle: a subsystem and a category, for `os_log` and
/// ``Logger/init(_:)``.
public final class OSLog: Sendable {
    /// The subsystem (an app's bundle identifier, say).
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String
    let enabled: Bool

    /// A category that Apple gives a meaning to.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public var rawValue: String
        /// A category by its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown as points of interest in Instruments.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts of dynamic tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts of dynamic stack tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A handle for a subsystem and category.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = true
    }

    /// A handle for a subsystem and one of Apple's categories.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The handle with no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle whose messages are dropped.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of a level are kept: every level but on
    /// ``disabled``.
    ///
    /// - Parameter type: The level.
    /// - Returns: Whether they are kept.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded: never on a host without Instruments.
    public var signpostsEnabled: Bool { false }
}
