// `import Speech` on Linux: speech recognition as SwiftUI code reaches it,
// on a headless host that has no recognition service. Authorization is
// `.restricted`, a recognizer is not available, and a task ends at once
// with an error; code written for iOS compiles unchanged and shows its own
// message for those answers.
@_exported import AVFoundation
@_exported import Foundation

/// Whether the app may recognize speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined
    /// Denied by the user.
    case denied
    /// Restricted by the device: the headless host's answer.
    case restricted
    /// Authorized.
    case authorized
}

/// Where a recognition task is.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    /// Starting.
    case starting
    /// Running.
    case running
    /// Finishing.
    case finishing
    /// Cancelled.
    case canceling
    /// Done.
    case completed
}

/// A recognized phrase.
open class SFTranscription: @unchecked Sendable {
    /// The phrase.
    public let formattedString: String

    init(formattedString: String) {
        self.formattedString = formattedString
    }
}

/// A result of recognition.
open class SFSpeechRecognitionResult: @unchecked Sendable {
    /// The likeliest phrase.
    public let bestTranscription: SFTranscription
    /// Whether recognition is done.
    public let isFinal: Bool

    init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        self.isFinal = isFinal
    }
}

/// What to recognize.
open class SFSpeechRecognitionRequest: @unchecked Sendable {
    /// Whether results arrive as the speech goes on.
    open var shouldReportPartialResults = true
    /// Whether recognition must happen on the device.
    open var requiresOnDeviceRecognition = false
    /// Words the speech is likely to hold.
    open var contextualStrings: [String] = []

    /// Creates a request.
    public init() {}
}

/// Speech from buffers of audio.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    /// Creates a request.
    public override init() {}

    /// Adds a buffer (none arrives headlessly).
    ///
    /// - Parameter audioPCMBuffer: The buffer.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    /// Says no more audio comes.
    open func endAudio() {}
}

/// Speech in an audio file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    /// The file.
    public let url: URL

    /// A request for a file.
    ///
    /// - Parameter URL: The file.
    public init(url URL: URL) {
        url = URL
    }
}

/// A recognition under way.
open class SFSpeechRecognitionTask: @unchecked Sendable {
    /// Where it is.
    open private(set) var state = SFSpeechRecognitionTaskState.completed
    /// Whether it was cancelled.
    open private(set) var isCancelled = false
    /// The error it ended with.
    open private(set) var error: (any Error)?

    init(error: any Error) {
        self.error = error
    }

    /// Cancels it.
    open func cancel() {
        isCancelled = true
    }

    /// Stops taking audio and finishes.
    open func finish() {}
}

/// A recognizer of speech. Headlessly it is never available, and a task
/// ends at once with an error.
open class SFSpeechRecognizer: @unchecked Sendable {
    /// The language.
    public let locale: Locale
    /// Whether it can recognize now: never, headlessly.
    open var isAvailable: Bool { false }
    /// Whether it recognizes on the device.
    open var supportsOnDeviceRecognition: Bool { false }

    /// A recognizer of the user's language.
    public convenience init?() {
        self.init(locale: .current)
    }

    /// A recognizer of a language.
    ///
    /// - Parameter locale: The language.
    public init?(locale: Locale) {
        self.locale = locale
    }

    /// The app's authorization: restricted, headlessly.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
        .restricted
    }

    /// Asks for authorization: answered `.restricted` at once.
    ///
    /// - Parameter handler: Called with the answer.
    open class func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(.restricted)
    }

    /// Starts recognizing: the task ends at once, and the handler hears no
    /// result and an error saying recognition is not available.
    ///
    /// - Parameters:
    ///   - request: What to recognize.
    ///   - resultHandler: Called with results, or an error.
    /// - Returns: The task.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        let error = NSError(
            domain: "kAFAssistantErrorDomain", code: 1700,
            userInfo: [NSLocalizedDescriptionKey: "Speech recognition is not available on the headless host."])
        // As on iOS, the handler is called later, on the main queue.
        DispatchQueue.main.async { resultHandler(nil, error) }
        return SFSpeechRecognitionTask(error: error)
    }
}
