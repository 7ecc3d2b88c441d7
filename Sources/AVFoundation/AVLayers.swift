import AnimationViews
import Foundation
import UIKit

/// A layer that shows a player's video, as AVFoundation's `AVPlayerLayer`.
/// The headless host decodes no video (see `AVPlayer`): the layer draws
/// its background, and ``isReadyForDisplay`` stays false.
open class AVPlayerLayer: CALayer {
    /// The player.
    open var player: AVPlayer?
    /// How the video fills the layer.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether a frame is ready (never, on the headless host).
    open var isReadyForDisplay: Bool { false }
    /// Where the video is drawn: nothing until a frame is ready.
    open var videoRect: CGRect { .zero }

    /// A layer of a player.
    ///
    /// - Parameter player: The player.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

/// A layer that shows a capture session's camera, as AVFoundation's
/// `AVCaptureVideoPreviewLayer`. The headless host has no camera: the
/// layer draws its background.
open class AVCaptureVideoPreviewLayer: CALayer {
    /// The session.
    open var session: AVCaptureSession?
    /// How the picture fills the layer.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// The connection to the session (one once the session is set).
    open var connection: AVCaptureConnection? { session == nil ? nil : storedConnection }
    private let storedConnection = AVCaptureConnection()

    /// A layer of a session.
    ///
    /// - Parameter session: The session.
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// A rectangle of the layer in the picture's unit coordinates (with
    /// the picture filling the layer).
    ///
    /// - Parameter rectInLayerCoordinates: The rectangle, in points.
    /// - Returns: The rectangle, 0 to 1.
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGRect(
            x: rectInLayerCoordinates.minX / bounds.width, y: rectInLayerCoordinates.minY / bounds.height,
            width: rectInLayerCoordinates.width / bounds.width, height: rectInLayerCoordinates.height / bounds.height)
    }
}
