import AVFoundation
import AnimationViews
import Foundation
import UIKit

/// The UIKit player controller apps wrap in a
/// `UIViewControllerRepresentable`, as AVKit's `AVPlayerViewController`.
///
/// No video is decoded headlessly: the controller keeps its player and
/// settings and is drawn as any UIKit controller is (a labelled
/// placeholder); SwiftUI's `VideoPlayer` is the form that draws a picture.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    /// The player whose video it shows.
    open var player: AVPlayer?
    /// Whether the playback controls show.
    open var showsPlaybackControls = true
    /// How the video fills the view.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the player may go picture in picture.
    open var allowsPictureInPicturePlayback = true
    /// Whether the controller enters full screen when playback begins.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether the controller exits full screen when playback ends.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether timecodes show.
    open var showsTimecodes = false
    /// Whether the video's frame is ready to show: never, headlessly.
    open var isReadyForDisplay: Bool { false }
}
