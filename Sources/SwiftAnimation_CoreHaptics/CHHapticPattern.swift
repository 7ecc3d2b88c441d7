import Foundation

/// A time in a haptic engine's clock, in seconds, as Core Haptics'.
public typealias CHHapticTime = TimeInterval

/// "As soon as possible", as Core Haptics' `CHHapticTimeImmediate`.
public let CHHapticTimeImmediate: CHHapticTime = 0

/// One haptic or audio event of a pattern, as Core Haptics' `CHHapticEvent`.
open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// The kinds of event.
    public struct EventType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A kind of name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A short tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A vibration that lasts.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sound that lasts.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A sound from a file.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// The names of an event's parameters.
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// How strong, 0 to 1.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// How sharp, 0 to 1.
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// The attack's time.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// The decay's time.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// The release's time.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether it sustains.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// The sound's volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// The sound's pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// The sound's pan.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// The sound's brightness.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// The kind.
    open var type: EventType
    /// The parameters.
    open var eventParameters: [CHHapticEventParameter]
    /// When it starts, from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts (0 for a transient).
    open var duration: TimeInterval

    /// An event.
    ///
    /// - Parameters:
    ///   - type: The kind.
    ///   - parameters: The parameters.
    ///   - relativeTime: When it starts.
    ///   - duration: How long it lasts (a transient's is 0).
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = type == .hapticTransient ? 0 : duration
        super.init()
    }

    /// An event of no duration (continuous ones need one to be felt).
    ///
    /// - Parameters:
    ///   - type: The kind.
    ///   - parameters: The parameters.
    ///   - relativeTime: When it starts.
    public convenience init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.init(eventType: type, parameters: parameters, relativeTime: relativeTime, duration: 0)
    }
}

/// A parameter's value of one event, as Core Haptics' `CHHapticEventParameter`.
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    /// The parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value.
    open var value: Float

    /// A parameter's value.
    ///
    /// - Parameters:
    ///   - parameterID: The parameter.
    ///   - value: Its value.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
        super.init()
    }
}

/// A change of a playing pattern's parameter, as Core Haptics'
/// `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// The names of the dynamic parameters.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales the intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Shifts the sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Scales the attack time.
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        /// Scales the decay time.
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        /// Scales the release time.
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        /// Scales the volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        /// Shifts the pitch.
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        /// Shifts the pan.
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        /// Shifts the brightness.
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    }

    /// The parameter.
    public let parameterID: ID
    /// Its value.
    open var value: Float
    /// When it applies, from the pattern's start.
    open var relativeTime: TimeInterval

    /// A change.
    ///
    /// - Parameters:
    ///   - parameterID: The parameter.
    ///   - value: Its value.
    ///   - relativeTime: When it applies.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
        super.init()
    }
}

/// A dynamic parameter's curve, as Core Haptics' `CHHapticParameterCurve`.
open class CHHapticParameterCurve: NSObject, @unchecked Sendable {
    /// One point of the curve.
    open class ControlPoint: NSObject, @unchecked Sendable {
        /// When, from the curve's start.
        open var relativeTime: TimeInterval
        /// The value there.
        open var value: Float
        /// A point.
        ///
        /// - Parameters:
        ///   - time: When.
        ///   - value: The value.
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
            super.init()
        }
    }

    /// The parameter.
    public let parameterID: CHHapticDynamicParameter.ID
    /// When the curve starts, from the pattern's start.
    open var relativeTime: TimeInterval
    /// The points.
    public let controlPoints: [ControlPoint]

    /// A curve.
    ///
    /// - Parameters:
    ///   - parameterID: The parameter.
    ///   - controlPoints: The points.
    ///   - relativeTime: When it starts.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
        super.init()
    }
}

/// Events in time, as Core Haptics' `CHHapticPattern`.
///
/// Events and parameters are checked as Core Haptics checks them: a
/// negative or non-finite time throws ``CHHapticError/Code/invalidEventTime``,
/// a negative or non-finite duration ``CHHapticError/Code/invalidEventDuration``.
open class CHHapticPattern: NSObject, @unchecked Sendable {
    /// The events, in time order.
    public let events: [CHHapticEvent]
    /// The dynamic parameters.
    public let parameters: [CHHapticDynamicParameter]
    /// The parameter curves.
    public let parameterCurves: [CHHapticParameterCurve]

    /// When the last event ends.
    open var duration: TimeInterval {
        events.map { $0.relativeTime + $0.duration }.max() ?? 0
    }

    /// A pattern of events and dynamic parameters.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - parameters: The dynamic parameters.
    /// - Throws: ``CHHapticError`` for an event's bad time or duration.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try Self.check(events, times: parameters.map(\.relativeTime))
        self.events = events.sorted { $0.relativeTime < $1.relativeTime }
        self.parameters = parameters
        parameterCurves = []
        super.init()
    }

    /// A pattern of events and parameter curves.
    ///
    /// - Parameters:
    ///   - events: The events.
    ///   - parameterCurves: The curves.
    /// - Throws: ``CHHapticError`` for an event's bad time or duration.
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try Self.check(events, times: parameterCurves.map(\.relativeTime))
        self.events = events.sorted { $0.relativeTime < $1.relativeTime }
        parameters = []
        self.parameterCurves = parameterCurves
        super.init()
    }

    private static func check(_ events: [CHHapticEvent], times: [TimeInterval]) throws {
        for event in events {
            guard event.relativeTime.isFinite, event.relativeTime >= 0 else { throw CHHapticError(.invalidEventTime) }
            guard event.duration.isFinite, event.duration >= 0 else { throw CHHapticError(.invalidEventDuration) }
        }
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw CHHapticError(.invalidTime) }
    }
}

/// Core Haptics' errors, as `CHHapticError` (codes as Apple's headers give them).
public struct CHHapticError: Error, Hashable, Sendable {
    /// The codes.
    public enum Code: Int, Sendable {
        /// Playback was asked of a stopped engine.
        case engineNotRunning = -4805
        /// The operation is not permitted.
        case operationNotPermitted = -4806
        /// The engine took too long to start.
        case engineStartTimeout = -4808
        /// The hardware does not support it.
        case notSupported = -4809
        /// The player is invalid.
        case invalidPatternPlayer = -4812
        /// The pattern's data is invalid.
        case invalidPatternData = -4813
        /// The pattern's dictionary is invalid.
        case invalidPatternDictionary = -4814
        /// An event's type is invalid.
        case invalidEventType = -4821
        /// An event's time is invalid.
        case invalidEventTime = -4822
        /// An event's duration is invalid.
        case invalidEventDuration = -4823
        /// A time offset is invalid.
        case invalidTime = -4840
        /// A file was not found.
        case fileNotFound = -4851
        /// An unknown error.
        case unknownError = -4898
    }

    /// Core Haptics' error domain.
    public static let errorDomain = "com.apple.CoreHaptics"

    /// The code.
    public let code: Code

    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// Playback was asked of a stopped engine.
    public static let engineNotRunning = Code.engineNotRunning
    /// An event's time is invalid.
    public static let invalidEventTime = Code.invalidEventTime
}
