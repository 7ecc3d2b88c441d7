/// The identifier of a signpost interval.
public struct OSSignpostID: Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: UInt64

    /// An identifier by number.
    ///
    /// - Parameter value: The number.
    public init(_ value: UInt64) { rawValue = value }

    /// An identifier for a handle, unique among its identifiers.
    ///
    /// - Parameter log: The handle.
    public init(log: OSLog) { rawValue = OSSignpostID.counter.next() }

    /// An identifier for a handle derived from an object (the same object
    /// gives the same identifier).
    ///
    /// - Parameters:
    ///   - log: The handle.
    ///   - object: The object.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    /// The identifier of intervals that do not overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No identifier.
    public static let null = OSSignpostID(0)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(UInt64.max)

    private static let counter = Counter()
}

/// The kind of an `os_signpost`.
public enum OSSignpostType: Sendable {
    /// An event.
    case event
    /// The start of an interval.
    case begin
    /// The end of an interval.
    case end
}

/// The state of a signpost interval between its start and end.
public struct OSSignpostIntervalState: Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
}

/// Apple's `OSSignposter` (iOS 15): intervals and events for Instruments.
/// A host without Instruments records none of them (Apple's signposts
/// never print either); the calls run the code they wrap and return.
public struct OSSignposter: Sendable {
    let log: OSLog

    /// The signposter of the default handle.
    public init() { log = .default }
    /// A signposter of a subsystem and category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter of a subsystem and one of Apple's categories.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// The signposter of a handle.
    public init(logHandle: OSLog) { log = logHandle }
    /// The signposter of a logger.
    public init(logger: Logger) { log = .default }

    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are recorded: never here.
    public var isEnabled: Bool { false }

    /// A new identifier.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// The identifier of an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Starts an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Starts an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }

    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}

    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}

    /// Marks an event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}

    /// Marks an event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    /// Runs a task inside an interval.
    ///
    /// - Returns: What the task returns.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// Runs a task inside an interval with a message.
    ///
    /// - Returns: What the task returns.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}

/// Marks a signpost (recorded by Instruments only: nothing here).
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

/// Marks a signpost with a message (recorded by Instruments only:
/// nothing here).
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ format: StaticString, _ arguments: any CVarArg...
) {}
