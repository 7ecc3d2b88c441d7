import AnimationViews

/// A media file to play (its URL).
open class AVAsset: @unchecked Sendable {
    /// The file's URL.
    public let url: URL

    /// An asset of a URL's media.
    ///
    /// - Parameter url: The file.
    @available(iOS, deprecated: 18, message: "Use AVURLAsset(url:)")
    public init(url: URL) {
        self.url = url
    }
}

/// A media file at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// An asset of a URL.
    ///
    /// - Parameters:
    ///   - URL: The file.
    ///   - options: Loading options (none apply headlessly).
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(url: URL)
    }
}

/// An item a player plays: an asset and the time in it.
open class AVPlayerItem: @unchecked Sendable {
    /// The asset.
    public let asset: AVAsset

    /// An item of a URL's media.
    ///
    /// - Parameter URL: The file.
    public init(url URL: URL) {
        asset = AVURLAsset(url: URL)
    }

    /// An item of an asset.
    ///
    /// - Parameter asset: The asset.
    public init(asset: AVAsset) {
        self.asset = asset
    }

    /// Whether an item can play.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown
        /// Ready to play.
        case readyToPlay
        /// It cannot play.
        case failed
    }

    /// Whether the item can play: ready for a local file that exists,
    /// failed for one that does not; unknown for media elsewhere (the
    /// headless host loads nothing from the network).
    open var status: Status {
        let url = asset.url
        guard url.isFileURL else { return .unknown }
        return FileManager.default.fileExists(atPath: url.path) ? .readyToPlay : .failed
    }
}

/// A player of sound and video, as SwiftUI code uses it to play a sound.
/// Headlessly nothing plays: ``play()`` sets the rate to 1 and warns the
/// current host once; the time does not move.
open class AVPlayer: @unchecked Sendable {
    /// The item being played, if any.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 1 after ``play()``, 0 after ``pause()``.
    open var rate: Float = 0
    /// Whether the player plays: playing while the rate is not 0.
    open var timeControlStatus: TimeControlStatus { rate != 0 ? .playing : .paused }

    /// Whether a player plays.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused.
        case paused
        /// Waiting for media to play at the rate.
        case waitingToPlayAtSpecifiedRate
        /// Playing.
        case playing
    }
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Whether the sound is muted.
    open var isMuted = false
    private var time = CMTime.zero

    /// A player with nothing to play.
    public init() {}

    /// A player of a URL's media.
    ///
    /// - Parameter URL: The file.
    public init(url URL: URL) {
        currentItem = AVPlayerItem(url: URL)
    }

    /// A player of an item.
    ///
    /// - Parameter item: The item.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
    }

    /// Plays: headlessly, warns once that nothing is heard.
    open func play() {
        rate = 1
        let name = currentItem?.asset.url.lastPathComponent ?? "nothing"
        warnHeadless("no audio or video headlessly: AVPlayer does not play \(name)")
    }

    /// Pauses.
    open func pause() {
        rate = 0
    }

    /// Moves to a time (NaN and negative times go to 0).
    ///
    /// - Parameter time: The time.
    open func seek(to time: CMTime) {
        self.time = time.seconds > 0 ? time : .zero
    }

    /// Moves to a time, then calls the handler with `true`.
    ///
    /// - Parameters:
    ///   - time: The time.
    ///   - completionHandler: Called when the move is done.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time)
        completionHandler(true)
    }

    /// The time in the item: where the last seek left it.
    open func currentTime() -> CMTime {
        time
    }

    /// Plays another item.
    ///
    /// - Parameter item: The item; `nil` for none.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
        time = .zero
    }
}

/// A player of one sound file. Headlessly nothing is heard: ``play()``
/// returns `false` and warns the current host once.
open class AVAudioPlayer: @unchecked Sendable {
    /// The file.
    public let url: URL?
    /// How many times the sound repeats after the first (-1: forever).
    open var numberOfLoops = 0
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Where in the sound it is, in seconds.
    open var currentTime: TimeInterval = 0
    /// Whether it is playing: never, headlessly.
    open private(set) var isPlaying = false
    /// The sound's length in seconds: 0, headlessly (no sound is decoded).
    open var duration: TimeInterval { 0 }
    /// Whether ``averagePower(forChannel:)`` and ``peakPower(forChannel:)``
    /// are measured.
    open var isMeteringEnabled = false
    /// The playback rate (1 is normal speed).
    open var rate: Float = 1
    /// Whether ``rate`` applies.
    open var enableRate = false
    /// The number of channels: 0, headlessly.
    open var numberOfChannels: Int { 0 }

    /// A player of a file.
    ///
    /// - Parameter url: The file.
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` when there is no file there.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
    }

    /// A player of a sound in memory.
    ///
    /// - Parameter data: The sound's bytes; empty data throws.
    /// - Throws: `CocoaError(.fileReadCorruptFile)` for empty data.
    public init(data: Data) throws {
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        url = nil
    }

    /// Prepares to play: `true`.
    @discardableResult
    open func prepareToPlay() -> Bool {
        true
    }

    /// Plays: headlessly `false`, with a warning once.
    @discardableResult
    open func play() -> Bool {
        let name = url?.lastPathComponent ?? "a sound"
        warnHeadless("no audio headlessly: AVAudioPlayer does not play \(name)")
        return false
    }

    /// Pauses.
    open func pause() {}

    /// Stops.
    open func stop() {
        currentTime = 0
    }

    /// Measures the levels: nothing plays, so they stay silent.
    open func updateMeters() {}

    /// The average level of a channel in decibels: −160 (silence, as
    /// AVFoundation reports it), since nothing plays headlessly.
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: −160.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

    /// The peak level of a channel in decibels: −160 (silence).
    ///
    /// - Parameter channelNumber: The channel.
    /// - Returns: −160.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// How a video fills its layer, as in AVFoundation.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// A gravity of a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The whole video, letterboxed.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// The layer filled, the video cropped.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// The layer filled, the video stretched.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
