import Foundation

/// A custom animation that knows how long it runs. (SwiftUI has no such
/// protocol; it is this package's.)
///
/// Higher-order animations use it: ``RepeatAnimation`` starts each pass
/// exactly where the previous one ended, with no drift however many passes
/// run, when its base animation provides a duration; otherwise it restarts a
/// pass at the first frame after the base finished, as SwiftUI does. Every
/// built-in animation conforms, and so can yours.
public protocol DurationProvidingAnimation: CustomAnimation {
    /// The time from the start at which ``CustomAnimation/animate(value:time:context:)``
    /// returns `nil` when the animation runs unmerged: `.infinity` if it
    /// never ends, `nil` if it cannot say. It must not depend on the
    /// animated value.
    var duration: TimeInterval? { get }
}
