// `import AVFoundation` on Linux: the audio and video types SwiftUI code
// reaches (a player for a sound, the audio session, an audio engine that
// feeds speech recognition), on a headless host that has no audio device.
// Nothing plays and nothing records: a player that is told to play warns
// the host once; the session has no microphone to give (record permission
// is denied); an engine does not start (it throws). Code written for iOS
// compiles unchanged and takes its own paths for those answers.
import AnimationViews
@_exported import Foundation

/// Reports once to the current host that something of AVFoundation cannot
/// happen headlessly (the host's warnings keep each message once), from
/// any thread.
package func warnHeadless(_ message: String) {
    CurrentHost.warn("AVFoundation: \(message)")
}
