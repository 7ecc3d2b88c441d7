import Foundation
import Synchronization

/// The player ``CHHapticEngine`` makes: it checks times and its engine as
/// Core Haptics does and plays nothing; a started player finishes at once
/// (its completion handler is called on a task with no error).
final class PatternPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
    private let engine: CHHapticEngine
    let pattern: CHHapticPattern
    private let settings = Mutex((muted: false, loop: false, loopEnd: 0.0, rate: Float(1), completion: (@Sendable ((any Error)?) -> Void)?.none))

    init(engine: CHHapticEngine, pattern: CHHapticPattern) {
        self.engine = engine
        self.pattern = pattern
    }

    var isMuted: Bool {
        get { settings.withLock { $0.muted } }
        set { settings.withLock { $0.muted = newValue } }
    }
    var loopEnabled: Bool {
        get { settings.withLock { $0.loop } }
        set { settings.withLock { $0.loop = newValue } }
    }
    var loopEnd: TimeInterval {
        get { settings.withLock { $0.loopEnd } }
        set { settings.withLock { $0.loopEnd = newValue } }
    }
    var playbackRate: Float {
        get { settings.withLock { $0.rate } }
        set { settings.withLock { $0.rate = newValue } }
    }
    var completionHandler: (@Sendable ((any Error)?) -> Void)? {
        get { settings.withLock { $0.completion } }
        set { settings.withLock { $0.completion = newValue } }
    }

    private func check(_ time: TimeInterval) throws {
        guard time.isFinite, time >= 0 else { throw CHHapticError(.invalidTime) }
    }

    func start(atTime time: TimeInterval) throws {
        try check(time)
        try engine.playerStarts()
        if let completion = completionHandler { Task { completion(nil) } }
    }
    func stop(atTime time: TimeInterval) throws { try check(time) }
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {
        try check(time)
        guard engine.isRunning else { throw CHHapticError(.engineNotRunning) }
    }
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {
        try check(time)
        guard engine.isRunning else { throw CHHapticError(.engineNotRunning) }
    }
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws { try check(time) }
    func resume(atTime time: TimeInterval) throws {
        try check(time)
        try engine.playerStarts()
    }
    func seek(toOffset offsetTime: TimeInterval) throws { try check(offsetTime) }
}
