@_exported import AVFoundation
import AnimationCore
import AnimationViews

/// A view that plays a player's video with the system's controls, as
/// AVKit's `VideoPlayer`.
///
/// The headless host decodes no video: the player draws a black picture
/// with a play symbol in its middle, under the overlay, and warns the host
/// once. It fills the space it is offered, as AVKit's does.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay
    @Environment(\._warn) private var warn

    /// A player with an overlay above the video (under the controls).
    ///
    /// - Parameters:
    ///   - player: The player, or `nil` for none.
    ///   - videoOverlay: The overlay.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        self.overlay = videoOverlay()
    }

    /// The black picture, the play symbol and the overlay.
    public var body: some View {
        ZStack {
            Color.black
            Image(systemName: "play.fill").font(.system(size: 44)).foregroundStyle(Color.white.opacity(0.8))
            overlay
        }
        .onAppear { warn("VideoPlayer: the headless host decodes no video; it draws a black picture with a play symbol") }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player.
    ///
    /// - Parameter player: The player, or `nil` for none.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
