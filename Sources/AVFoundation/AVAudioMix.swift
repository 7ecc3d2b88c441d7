import Foundation

/// How the audio tracks of an item are mixed, as AVFoundation's
/// `AVAudioMix`: the headless host plays no audio, so a mix has no
/// parameters.
open class AVAudioMix: @unchecked Sendable {
    /// An empty mix.
    public init() {}
}
