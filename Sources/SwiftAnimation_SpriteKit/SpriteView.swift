import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// A view that shows a SpriteKit scene, as SwiftUI's `SpriteView` (from
/// SpriteKit): each frame of the host's clock runs the scene's loop (see
/// ``SKScene``) and draws its nodes; touches reach the scene's
/// `touchesBegan`/`Moved`/`Ended`.
///
/// The frame's time is the host's virtual time in seconds, so a test that
/// advances the host by 0.5 s moves the scene's actions on by 0.5 s.
public struct SpriteView: View {
    /// Options of the view.
    public struct Options: OptionSet, Sendable {
        /// The option's bits.
        public let rawValue: Int
        /// Options of bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Draws the scene's background with its own opacity.
        public static let allowsTransparency = Options(rawValue: 1 << 0)
        /// Siblings draw in any order (they draw by z, then order).
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 1)
        /// Offscreen nodes are skipped.
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 2)
    }

    /// Debug overlays (not drawn on the headless host).
    public struct DebugOptions: OptionSet, Sendable {
        /// The option's bits.
        public let rawValue: Int
        /// Options of bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Draw calls.
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 0)
        /// Fields.
        public static let showsFields = DebugOptions(rawValue: 1 << 1)
        /// Frame rate.
        public static let showsFPS = DebugOptions(rawValue: 1 << 2)
        /// Node count.
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 3)
        /// Physics outlines.
        public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
        /// Quad count.
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 5)
    }

    let scene: SKScene
    let isPaused: Bool
    let framesPerSecond: Int
    let options: Options
    @State private var host = SpriteViewHost()
    @Environment(\._warn) private var warn

    /// A view of a scene.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - transition: A transition when the scene changes (presented at once).
    ///   - isPaused: Whether the scene's loop stops.
    ///   - preferredFramesPerSecond: Frames a second (at most the host's).
    ///   - options: The view's options.
    ///   - debugOptions: Debug overlays (not drawn).
    ///   - shouldRender: Whether to draw a frame at a time (every frame is drawn).
    public init(
        scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
        options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }
    ) {
        self.scene = scene
        self.isPaused = isPaused
        framesPerSecond = max(preferredFramesPerSecond, 1)
        self.options = options
    }

    /// The scene, frame by frame.
    public var body: some View {
        let scene = scene, host = host, options = options, warn = warn
        TimelineView(.animation(minimumInterval: 1 / Double(framesPerSecond), paused: isPaused)) { timeline in
            // The scene's loop runs once per frame of the host, whether or
            // not the frame is drawn; the size is the one last drawn.
            let _ = MainActor.assumeIsolated {
                SpriteKitWarnings.reporting(to: warn) { host.frame(scene, time: timeline.date.timeIntervalSinceReferenceDate) }
            }
            Canvas { context, size in
                MainActor.assumeIsolated {
                    host.resize(scene, to: size)
                    SceneDrawing.draw(scene, in: &context, size: size, transparent: options.contains(.allowsTransparency))
                }
            }
        }
        .contentShape(Rectangle())
        .onAppear { SpriteKitWarnings.reporting(to: warn) { host.present(scene) } }
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in SpriteKitWarnings.reporting(to: warn) { host.touch(scene, at: value.location, ended: false) } }
                .onEnded { value in SpriteKitWarnings.reporting(to: warn) { host.touch(scene, at: value.location, ended: true) } }
        )
    }
}

/// What a `SpriteView` keeps between frames: its `SKView`, and the touch
/// in progress.
@MainActor
final class SpriteViewHost {
    let view = SKView(frame: .zero)
    private var touch: UITouch?

    /// Presents the scene when the view appears (its `didMove(to:)`
    /// runs then), before the first frame is drawn.
    func present(_ scene: SKScene) {
        if view.scene !== scene { view.presentScene(scene) }
    }

    /// Runs the scene's frame at a time (once a time).
    func frame(_ scene: SKScene, time: TimeInterval) {
        present(scene)
        guard scene.lastFrameTime != time, !view.isPaused else { return }
        scene.runFrame(at: time)
    }

    /// Gives the view (and a `.resizeFill` scene) the size drawn.
    func resize(_ scene: SKScene, to size: CGSize) {
        if view.frame.size != size { view.frame = CGRect(origin: .zero, size: size) }
        if scene.scaleMode == .resizeFill, size.width > 0, size.height > 0, scene.size != size { scene.size = size }
    }

    /// Hands a pointer's location to the scene as a touch.
    func touch(_ scene: SKScene, at location: CGPoint, ended: Bool) {
        let time = scene.lastFrameTime ?? 0
        let began = touch == nil
        let current = touch ?? UITouch(location: location, previous: location, phase: .began, timestamp: time, view: view)
        if !began {
            current.previous = current.location
            current.location = location
            current.phase = ended ? .ended : .moved
            current.timestamp = time
        }
        touch = ended ? nil : current
        let point = scene.convertPoint(fromView: location)
        let target = scene.nodes(at: point).first { $0.isUserInteractionEnabled } ?? scene
        let touches: Set<UITouch> = [current]
        if began { target.touchesBegan(touches, with: nil) }
        if ended {
            current.phase = .ended
            target.touchesEnded(touches, with: nil)
        } else if !began {
            target.touchesMoved(touches, with: nil)
        }
    }
}
