import AnimationViews
import Foundation
import Synchronization

/// What the device's haptic hardware can do, as Core Haptics'
/// `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability: Sendable {
    /// Whether it plays haptics.
    var supportsHaptics: Bool { get }
    /// Whether it plays audio events.
    var supportsAudio: Bool { get }
}

/// The engine that plays haptic patterns, as Core Haptics' `CHHapticEngine`.
///
/// The headless host has no Taptic Engine: it is a Simulator, whose
/// hardware supports no haptics (``capabilitiesForHardware()``), so making
/// an engine throws ``CHHapticError/Code/notSupported``, as apps that
/// check the capability first expect. Set ``simulatedSupportsHaptics``
/// to run an app's haptic code: the engine then starts and stops, players
/// start, stop and check their engine as Core Haptics' do, and nothing is
/// felt. The host is warned once.
open class CHHapticEngine: @unchecked Sendable {
    /// Why an engine stopped.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app was suspended.
        case applicationSuspended = 2
        /// The engine was idle too long.
        case idleTimeout = 3
        /// Players finished and the engine was told to stop.
        case notifyWhenFinished = 4
        /// The engine was destroyed.
        case engineDestroyed = 5
        /// A game controller went away.
        case gameControllerDisconnect = 6
        /// A system error.
        case systemError = -1
    }

    /// What ``notifyWhenPlayersFinished(finishedHandler:)``'s handler asks.
    public enum FinishedAction: Int, Sendable {
        /// Stop the engine.
        case stopEngine = 1
        /// Keep it running.
        case leaveEngineRunning = 2
    }

    private struct Hardware: CHHapticDeviceCapability {
        let supportsHaptics: Bool
        var supportsAudio: Bool { supportsHaptics }
    }

    private static let simulated = Mutex(false)
    private let state = Mutex((running: false, handlersCalled: 0))

    /// Whether the simulated hardware plays haptics (false by default, as
    /// the Simulator).
    public static var simulatedSupportsHaptics: Bool {
        get { simulated.withLock { $0 } }
        set { simulated.withLock { $0 = newValue } }
    }

    /// What the hardware can do.
    ///
    /// - Returns: The simulated hardware's capability.
    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
        CurrentHost.warn("CoreHaptics: the headless host is a Simulator without haptics (CHHapticEngine.simulatedSupportsHaptics)")
        return Hardware(supportsHaptics: simulatedSupportsHaptics)
    }

    /// Called when the system stops the engine.
    open var stoppedHandler: @Sendable (StoppedReason) -> Void = { _ in }
    /// Called when the engine is reset after a server failure.
    open var resetHandler: @Sendable () -> Void = {}
    /// Whether the engine starts and stops with its players.
    open var isAutoShutdownEnabled = false
    /// Whether only haptics play.
    open var playsHapticsOnly = false
    /// Whether haptics are muted.
    open var isMutedForHaptics = false
    /// Whether audio is muted.
    open var isMutedForAudio = false
    /// The engine's clock: 0 (players start at once here).
    open var currentTime: TimeInterval { 0 }

    /// An engine.
    ///
    /// - Throws: ``CHHapticError/Code/notSupported`` unless
    ///   ``simulatedSupportsHaptics``.
    public init() throws {
        guard Self.simulatedSupportsHaptics else { throw CHHapticError(.notSupported) }
    }

    /// Whether the engine is running.
    var isRunning: Bool { state.withLock { $0.running } }

    /// Starts the engine.
    ///
    /// - Throws: ``CHHapticError/Code/notSupported`` without haptic hardware.
    open func start() throws {
        guard Self.simulatedSupportsHaptics else { throw CHHapticError(.notSupported) }
        state.withLock { $0.running = true }
    }

    /// Starts the engine, then calls the handler with the error, if any.
    ///
    /// - Parameter completionHandler: Called on a task.
    open func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        var outcome: (any Error)?
        do { try start() } catch { outcome = error }
        Task { [outcome] in completionHandler?(outcome) }
    }

    /// Stops the engine, then calls the handler.
    ///
    /// - Parameter completionHandler: Called on a task.
    open func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        state.withLock { $0.running = false }
        Task { completionHandler?(nil) }
    }

    /// Stops the engine.
    open func stop() async throws {
        state.withLock { $0.running = false }
    }

    /// Makes a player of a pattern.
    ///
    /// - Parameter pattern: The pattern.
    /// - Returns: The player.
    /// - Throws: ``CHHapticError/Code/notSupported`` without haptic hardware.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        try makeAdvancedPlayer(with: pattern)
    }

    /// Makes a player that pauses, seeks and loops.
    ///
    /// - Parameter pattern: The pattern.
    /// - Returns: The player.
    /// - Throws: ``CHHapticError/Code/notSupported`` without haptic hardware.
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        guard Self.simulatedSupportsHaptics else { throw CHHapticError(.notSupported) }
        return PatternPlayer(engine: self, pattern: pattern)
    }

    /// Calls the handler when every player has finished: at once, since
    /// players finish as they start here; ``FinishedAction/stopEngine``
    /// stops the engine and tells ``stoppedHandler``.
    ///
    /// - Parameter finishedHandler: Given no error; answers what to do.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping @Sendable ((any Error)?) -> FinishedAction) {
        Task {
            guard finishedHandler(nil) == .stopEngine else { return }
            self.state.withLock { $0.running = false }
            self.stoppedHandler(.notifyWhenFinished)
        }
    }

    /// A player starting: the engine must run, or start with it when
    /// ``isAutoShutdownEnabled``.
    func playerStarts() throws {
        if isAutoShutdownEnabled, !isRunning { try start() }
        guard isRunning else { throw CHHapticError(.engineNotRunning) }
    }
}

/// What plays a pattern, as Core Haptics' `CHHapticPatternPlayer`.
public protocol CHHapticPatternPlayer: AnyObject, Sendable {
    /// Starts at a time (``CHHapticTimeImmediate`` for now).
    func start(atTime time: TimeInterval) throws
    /// Stops at a time.
    func stop(atTime time: TimeInterval) throws
    /// Changes parameters while playing.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Schedules a parameter curve.
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    /// Stops at once and forgets what was scheduled.
    func cancel() throws
    /// Whether the player is muted.
    var isMuted: Bool { get set }
}

/// A player that pauses, seeks and loops, as Core Haptics'
/// `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses at a time.
    func pause(atTime time: TimeInterval) throws
    /// Resumes at a time.
    func resume(atTime time: TimeInterval) throws
    /// Moves to an offset in the pattern.
    func seek(toOffset offsetTime: TimeInterval) throws
    /// Whether it loops.
    var loopEnabled: Bool { get set }
    /// Where the loop ends.
    var loopEnd: TimeInterval { get set }
    /// The playback rate.
    var playbackRate: Float { get set }
    /// Called when the player finishes.
    var completionHandler: (@Sendable ((any Error)?) -> Void)? { get set }
}
