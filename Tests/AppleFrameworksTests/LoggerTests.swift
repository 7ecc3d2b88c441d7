import InMemoryLogging
import Logging
import Testing

@testable import SwiftAnimation_os

/// Apple's Logger over swift-log: levels, formats and privacy.
@Suite("SwiftAnimation_os.Logger")
struct LoggerTests {
    /// A logger whose messages land in memory, at every level.
    static func recording() -> (SwiftAnimation_os.Logger, InMemoryLogHandler) {
        let handler = InMemoryLogHandler()
        var backend = Logging.Logger(label: "com.example.app.tests", factory: { _ in handler })
        backend.logLevel = .trace
        return (SwiftAnimation_os.Logger(backend: backend), handler)
    }

    @Test func levelsMapToSwiftLogs() {
        let (logger, handler) = Self.recording()
        logger.trace("a")
        logger.debug("b")
        logger.info("c")
        logger.notice("d")
        logger.log("e")
        logger.warning("f")
        logger.error("g")
        logger.critical("h")
        logger.fault("i")
        logger.log(level: .fault, "j")
        logger.log(level: .info, "k")
        #expect(handler.entries.map(\.level) == [.debug, .debug, .info, .notice, .notice, .warning, .error, .critical, .critical, .critical, .info])
        #expect(handler.entries.map(\.message.description) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"])
    }

    @Test func valuesAreFormattedAsAppleFormatsThem() {
        let (logger, handler) = Self.recording()
        let name = "Ann", count = 3, ratio = 3.14, flag = true
        logger.info("\(name) has \(count) items")
        logger.info("ratio \(ratio)")
        logger.info("ratio \(ratio, format: .fixed(precision: 1))")
        logger.info("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3))")
        logger.info("\(flag) \(flag, format: .answer)")
        logger.info("[\(name, align: .right(columns: 5))] [\(name, align: .left(columns: 5))]")
        logger.info("\(-4, format: .decimal(explicitPositiveSign: true)) \(4, format: .decimal(explicitPositiveSign: true))")
        #expect(
            handler.entries.map(\.message.description) == [
                "Ann has 3 items", "ratio 3.140000", "ratio 3.1", "ff 0xFF 007", "true YES", "[  Ann] [Ann  ]", "-4 +4"
            ])
    }

    @Test func privateValuesAreRedacted() {
        let (logger, handler) = Self.recording()
        let email = "ann@example.com"
        logger.info("user \(email, privacy: .private) public \(email, privacy: .public) sensitive \(email, privacy: .sensitive)")
        logger.info("hash \(email, privacy: .private(mask: .hash)) again \(email, privacy: .private(mask: .hash))")
        let messages = handler.entries.map(\.message.description)
        #expect(messages[0] == "user <private> public ann@example.com sensitive <private>")
        // The same value masks to the same hash, and never to the value.
        let parts = messages[1].components(separatedBy: " again ")
        #expect(parts[0].dropFirst("hash ".count) == parts[1])
        #expect(!messages[1].contains("ann@"))
    }

    @Test func errorsTypesAndOptionalsInterpolate() {
        struct Failure: Error {}
        let (logger, handler) = Self.recording()
        let missing: Int? = nil
        logger.error("failed: \(Failure()) in \(String.self) got \(missing)")
        #expect(handler.entries.map(\.message.description) == ["failed: Failure() in String got nil"])
    }

    @Test func theOriginalFormatsTakeTheirArguments() {
        #expect(OSLogFormat.format("%{public}@ has %d items, %.1f%%", ["Ann", 3, 2.25]) == "Ann has 3 items, 2.2%")
        #expect(OSLogFormat.format("%{private}@ and %ld", ["secret", 12]) == "<private> and 12")
        // A specifier without an argument prints as written.
        #expect(OSLogFormat.format("%d and %@", [1]) == "1 and %@")
    }

    @Test func aDisabledHandleIsOff() {
        #expect(!OSLog.disabled.isEnabled(type: .error))
        #expect(OSLog(subsystem: "a", category: .pointsOfInterest).category == "PointsOfInterest")
    }

    /// 1,000 increments from 4 tasks under the lock sum to 4,000.
    @Test func theLockGuardsItsState() async {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<1000 { lock.withLock { $0 += 1 } } }
            }
        }
        #expect(lock.withLock { $0 } == 4000)
        #expect(lock.withLockIfAvailable { $0 } == 4000)
    }

    @Test func signpostsRunWhatTheyWrap() {
        let signposter = OSSignposter(subsystem: "a", category: .pointsOfInterest)
        let state = signposter.beginInterval("load", id: signposter.makeSignpostID())
        #expect(signposter.withIntervalSignpost("work") { 42 } == 42)
        signposter.endInterval("load", state)
        #expect(signposter.makeSignpostID() != signposter.makeSignpostID())
    }
}
