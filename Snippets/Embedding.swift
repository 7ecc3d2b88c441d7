// The runtime inside a UI framework of your own: one animated value per
// animatable property, frames only while something animates.
import SwiftAnimation

// snippet.property
/// A layer of your framework with one animatable property.
final class Layer {
    let opacity = AnimatedValue(1.0)
    private(set) var drawnOpacity = 1.0

    /// Called by your framework's setter, inside the caller's transaction.
    func setOpacity(_ value: Double, now: TimeInterval) {
        opacity.set(value, at: now)
    }

    /// Called once per frame while `opacity.isAnimating`.
    func frame(at time: TimeInterval) {
        drawnOpacity = opacity.advance(to: time)
    }
}
// snippet.end

// snippet.frames
let layer = Layer()
withAnimation(.easeOut(duration: 0.3)) {
    layer.setOpacity(0, now: 0)
}

// Frames fall on the 60 Hz grid, and none is scheduled once it is idle.
let scheduler = FrameScheduler(frameRate: 60)
var now = 0.0
var frames = 0
while let next = scheduler.nextFrame(after: now, isAnimating: layer.opacity.isAnimating) {
    now = next
    layer.frame(at: now)
    frames += 1
}
// snippet.end

// snippet.group
/// A chart of many points: one group, one loop per animation per frame.
let points = AnimatedValueGroup(Array(repeating: 0.0, count: 500))
withAnimation(.smooth) {
    for index in 0..<points.count {
        points.set(Double(index % 50), index: index, at: 0)
    }
}
points.advance(to: 0.1)
let tenth = points.withPresentationData { values in values[49] }
// snippet.end

// snippet.hide
precondition(layer.drawnOpacity == 0 && !layer.opacity.isAnimating, "\(layer.drawnOpacity)")
// 0.3 s at 60 Hz: 18 frames to reach the end (the last one finishes it).
precondition(frames == 18 || frames == 19, "\(frames) frames")
let expected = 49 * Spring.smooth.value(target: 1.0, time: 0.1)
precondition(abs(tenth - expected) < 1e-9, "\(tenth) vs \(expected)")
