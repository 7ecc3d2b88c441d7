/// The app's audio session. Headlessly it configures nothing and has no
/// microphone: record permission is denied.
open class AVAudioSession: @unchecked Sendable {
    /// What the app does with audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates a category.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sounds that mix with others and stop when the screen locks.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sounds that silence others.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that goes on when the screen locks.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Playing and recording.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Many routes at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// How the category is tuned.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates a mode.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Measuring: minimal processing of the input.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Spoken audio (podcasts, books).
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Voice chat.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// Recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Playing movies.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mixes with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        /// Lowers other apps' audio.
        public static let duckOthers = CategoryOptions(rawValue: 2)
        /// Allows Bluetooth input.
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        /// Plays through the speaker by default.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }

    /// Options of activation.
    public struct SetActiveOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tells other apps when the session ends.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// Whether the app may record.
    public enum RecordPermission: Sendable {
        /// Not asked yet.
        case undetermined
        /// Denied: the headless host has no microphone.
        case denied
        /// Granted.
        case granted
    }

    private static let shared = AVAudioSession()

    /// The app's session.
    public class func sharedInstance() -> AVAudioSession {
        shared
    }

    /// The category set last.
    open private(set) var category = Category.soloAmbient
    /// The mode set last.
    open private(set) var mode = Mode.default
    /// The category's options set last.
    open private(set) var categoryOptions: CategoryOptions = []

    /// Record permission: denied, as the headless host has no microphone.
    open var recordPermission: RecordPermission { .denied }

    /// Sets the category (kept; nothing changes headlessly).
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - mode: The mode.
    ///   - options: The options.
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    /// Sets the category and options (kept; nothing changes headlessly).
    ///
    /// - Parameters:
    ///   - category: The category.
    ///   - options: The options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Activates or deactivates the session (nothing to do headlessly).
    ///
    /// - Parameters:
    ///   - active: Whether active.
    ///   - options: The options.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Asks to record: answered `false` at once (no microphone).
    ///
    /// - Parameter response: Called with the answer.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        response(false)
    }
}
