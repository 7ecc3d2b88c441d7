/// A bus number of an audio node.
public typealias AVAudioNodeBus = Int
/// A number of audio frames.
public typealias AVAudioFrameCount = UInt32

/// The format of audio samples.
open class AVAudioFormat: @unchecked Sendable {
    /// Samples per second.
    public let sampleRate: Double
    /// Channels.
    public let channelCount: UInt32

    /// A standard format: 32-bit floats, not interleaved.
    ///
    /// - Parameters:
    ///   - sampleRate: Samples per second.
    ///   - channels: Channels.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        guard sampleRate.isFinite, sampleRate > 0, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
    }
}

/// A buffer of audio samples.
open class AVAudioPCMBuffer: @unchecked Sendable {
    /// The samples' format.
    public let format: AVAudioFormat
    /// How many frames it can hold.
    public let frameCapacity: AVAudioFrameCount
    /// How many frames it holds.
    open var frameLength: AVAudioFrameCount = 0

    /// An empty buffer.
    ///
    /// - Parameters:
    ///   - format: The samples' format.
    ///   - frameCapacity: How many frames it can hold.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.format = format
        self.frameCapacity = frameCapacity
    }
}

/// When a buffer of audio was captured.
open class AVAudioTime: @unchecked Sendable {
    /// The sample's time.
    public let sampleTime: Int64
    /// Samples per second.
    public let sampleRate: Double

    /// A time in samples.
    ///
    /// - Parameters:
    ///   - sampleTime: The sample.
    ///   - rate: Samples per second.
    public init(sampleTime: Int64, atRate rate: Double) {
        self.sampleTime = sampleTime
        sampleRate = rate
    }
}

/// A node of an audio engine. Headlessly no audio flows: a tap is kept and
/// never called.
open class AVAudioNode: @unchecked Sendable {
    /// Receives buffers of a bus.
    public typealias TapBlock = @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void

    private var taps: [AVAudioNodeBus: TapBlock] = [:]

    /// The format of an output bus: mono, 44.1 kHz.
    ///
    /// - Parameter bus: The bus.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
    }

    /// The format of an input bus: mono, 44.1 kHz.
    ///
    /// - Parameter bus: The bus.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        outputFormat(forBus: bus)
    }

    /// Taps a bus (never called headlessly: no audio flows).
    ///
    /// - Parameters:
    ///   - bus: The bus.
    ///   - bufferSize: Frames per buffer.
    ///   - format: The buffers' format.
    ///   - tapBlock: Receives buffers.
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping TapBlock
    ) {
        taps[bus] = tapBlock
    }

    /// Removes a bus's tap.
    ///
    /// - Parameter bus: The bus.
    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }
}

/// The microphone's node.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// The speaker's node.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
/// A node that mixes its inputs.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {}

/// An engine of audio nodes. Headlessly there is no audio device:
/// ``start()`` throws, and the engine never runs.
open class AVAudioEngine: @unchecked Sendable {
    /// The microphone's node.
    public let inputNode = AVAudioInputNode()
    /// The speaker's node.
    public let outputNode = AVAudioOutputNode()
    /// The mixer in front of the output.
    public let mainMixerNode = AVAudioMixerNode()

    /// Creates an engine.
    public init() {}

    /// Whether it runs: never, headlessly.
    open var isRunning: Bool { false }

    /// Prepares to start.
    open func prepare() {}

    /// Starts: throws, as the headless host has no audio device.
    ///
    /// - Throws: An `NSError` saying so.
    open func start() throws {
        throw NSError(
            domain: "com.apple.coreaudio.avfaudio", code: 2_003_329_396,
            userInfo: [NSLocalizedDescriptionKey: "There is no audio device on the headless host."])
    }

    /// Stops (it never ran).
    open func stop() {}

    /// Pauses (it never ran).
    open func pause() {}
}
