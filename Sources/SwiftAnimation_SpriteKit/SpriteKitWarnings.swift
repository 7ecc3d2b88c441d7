import AnimationViews
import Foundation

/// Where SpriteKit's warnings go: to the host of the `SpriteView` whose
/// frame or touch is running (so that they reach the right host when
/// several exist), else to the current host.
@MainActor
enum SpriteKitWarnings {
    /// The warning reporter of the view running a frame, while it does.
    static var running: HostWarning?

    /// Reports a warning, from any thread (off the main thread, to the
    /// current host).
    nonisolated static func warn(_ message: String) {
        let reported =
            Thread.isMainThread
            && MainActor.assumeIsolated {
                guard let running else { return false }
                running(message)
                return true
            }
        if !reported { CurrentHost.warn(message) }
    }

    /// Runs work with a view's reporter as the place warnings go.
    static func reporting(to warn: HostWarning, _ work: () -> Void) {
        let previous = running
        running = warn
        defer { running = previous }
        work()
    }
}
