internal import Logging

/// Apple's `Logger` (iOS 14): messages by level to a subsystem and
/// category, written through swift-log.
///
/// Each logger is a swift-log `Logger` labelled `subsystem.category` (or
/// the one that is not empty), so messages go wherever the program's
/// `LoggingSystem` sends them: by default to standard error, as
/// `2026-11-28T07:43:56+0000 info com.example.app.network : Loaded 3`.
/// Levels map as the unified log's to swift-log's: `debug` and `trace` to
/// `.debug` (the logger lets them through, as Xcode's console shows
/// them), `info` to `.info`, `notice` and `log` to `.notice`, `warning`
/// to `.warning`, `error` to `.error`, `critical` and `fault` to
/// `.critical`. Values marked `.private` print as `<private>` (see
/// ``OSLogPrivacy``).
public struct Logger: Sendable {
    let backend: Logging.Logger

    /// A logger of a subsystem and category.
    ///
    /// - Parameters:
    ///   - subsystem: The subsystem (an app's bundle identifier, say).
    ///   - category: The category.
    public init(subsystem: String, category: String) {
        self.init(label: [subsystem, category].filter { !$0.isEmpty }.joined(separator: "."))
    }

    /// The logger of the default subsystem.
    public init() { self.init(label: "default") }

    /// The logger of a log handle (messages to ``OSLog/disabled`` are
    /// dropped).
    ///
    /// - Parameter log: The handle.
    public init(_ log: OSLog) {
        if log.enabled {
            self.init(subsystem: log.subsystem, category: log.category)
        } else {
            self.init(backend: Logging.Logger(label: "disabled", factory: { _ in SwiftLogNoOpLogHandler() }))
        }
    }

    init(label: String) {
        var backend = Logging.Logger(label: label.isEmpty ? "default" : label)
        backend.logLevel = .debug
        self.init(backend: backend)
    }

    init(backend: Logging.Logger) { self.backend = backend }

    /// Logs a message at the default level.
    ///
    /// - Parameter message: The message.
    public func log(_ message: OSLogMessage) { write(.notice, message) }

    /// Logs a message at a level.
    ///
    /// - Parameters:
    ///   - level: The level.
    ///   - message: The message.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(Self.level(of: level), message) }

    /// Logs a message useful only while debugging (Apple's `debug`).
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs a message useful only while debugging.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Logs information that helps troubleshoot.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Logs a message at the default level.
    public func notice(_ message: OSLogMessage) { write(.notice, message) }
    /// Logs a warning (Apple's `error` level).
    public func warning(_ message: OSLogMessage) { write(.warning, message) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Logs a critical error (Apple's `fault` level).
    public func critical(_ message: OSLogMessage) { write(.critical, message) }
    /// Logs a fault: a bug in the program.
    public func fault(_ message: OSLogMessage) { write(.critical, message) }

    static func level(of type: OSLogType) -> Logging.Logger.Level {
        switch type {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }

    private func write(_ level: Logging.Logger.Level, _ message: OSLogMessage) {
        backend.log(level: level, "\(message.text)")
    }
}

/// Logs a message to a log handle (iOS 14's form).
///
/// - Parameters:
///   - type: The level.
///   - log: The handle.
///   - message: The message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}

/// Logs a message at the default level to the default handle (iOS 14's
/// form).
///
/// - Parameter message: The message.
public func os_log(_ message: OSLogMessage) {
    Logger(OSLog.default).log(message)
}

/// Logs a `printf`-style message (`"%@ loaded %d items"`, with `{public}`
/// and `{private}` privacy) to a log handle, as the original `os_log`.
/// Each `%` specifier takes the next argument: `%@` its description,
/// numbers as `String(format:)` writes them; a private one prints as
/// `<private>`.
///
/// - Parameters:
///   - message: The format.
///   - dso: Unused (Apple's shared-object handle).
///   - log: The handle.
///   - type: The level.
///   - args: The values.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
    Logger(log).log(level: type, OSLogMessage(stringLiteral: OSLogFormat.format("\(message)", args)))
}
