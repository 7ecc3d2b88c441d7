import AnimationCore
import AnimationRender
import Foundation

/// What an APNG snapshot drew at each of its frames, kept for its diff:
/// each frame's views and faces (see `DrawnItems`).
/// Written on the main actor while the test waits, read by the diff
/// after: never at the same time.
final class RecordedItems: @unchecked Sendable {
    /// The frames of the animation, in order.
    var frames: [(views: [(frame: CGRect, description: String)], fonts: [PNGRenderer.FontSource])] = []
    /// Pixels per point.
    var scale = 1.0

    /// Keeps the frames and the scale they are drawn at.
    func keep(_ frames: [(views: [(frame: CGRect, description: String)], fonts: [PNGRenderer.FontSource])], scale: Double) {
        self.frames = frames
        self.scale = scale
    }

    /// One frame's views, as a PNG comparison names them.
    func items(ofFrame index: Int) -> DrawnItems {
        let items = DrawnItems()
        items.keep(index < frames.count ? frames[index].views : [], scale: scale, fonts: index < frames.count ? frames[index].fonts : [])
        return items
    }
}

/// Compares two animated PNG snapshots frame by frame.
enum VideoComparison {
    /// Why `new` does not match `reference`, or `nil` when it does.
    ///
    /// Frames are compared in order: the first frame whose pixels differ
    /// (by `ImageComparison`'s rules, naming the item drawn at its first
    /// differing pixel), whose delay differs, or that one animation has
    /// and the other lacks, is named with its number and time.
    static func difference(reference: Data, new: Data, precision: Float, perceptualPrecision: Float, drawn: RecordedItems) -> String? {
        guard reference != new else { return nil }
        let old: AnimatedPNG, now: AnimatedPNG
        do {
            old = try AnimatedPNG(data: reference)
        } catch {
            return "The reference is not an animated PNG this build reads: \(error)."
        }
        do {
            now = try AnimatedPNG(data: new)
        } catch {
            return "The snapshot is not an animated PNG this build reads: \(error)."
        }
        let oldTimes = old.startTimes, newTimes = now.startTimes
        func at(_ time: TimeInterval) -> String { "at \(SnapshotScene.seconds((time * 1e6).rounded() / 1e6))" }
        // A denominator of 0 reads as 100, as the format says.
        func denominator(_ frame: AnimatedPNG.Frame) -> UInt64 { frame.delayDenominator == 0 ? 100 : UInt64(frame.delayDenominator) }
        func seconds(_ frame: AnimatedPNG.Frame) -> String { "\(frame.delayNumerator)/\(denominator(frame)) s" }
        for index in 0..<min(old.frames.count, now.frames.count) {
            let label = "Frame \(index + 1) of \(now.frames.count) (\(at(newTimes[index])))"
            if let message = ImageComparison.difference(
                reference: old.frames[index].png, new: now.frames[index].png, precision: precision,
                perceptualPrecision: perceptualPrecision, decode: { RGBAImage(png: $0) }, drawn: drawn.items(ofFrame: index))
            {
                let was = oldTimes[index] == newTimes[index] ? "" : "; the reference's frame \(index + 1) is \(at(oldTimes[index]))"
                return "\(label) is the first that differs\(was). \(message)"
            }
            // Fractions compared exactly: 2/30 equals 1/15.
            let a = old.frames[index], b = now.frames[index]
            if UInt64(a.delayNumerator) * denominator(b) != UInt64(b.delayNumerator) * denominator(a) {
                return "\(label) shows for \(seconds(b)); in the reference for \(seconds(a)): the animation's timing changed."
            }
        }
        guard old.frames.count != now.frames.count else {
            return old.plays == now.plays ? nil : "The animation plays \(now.plays) times (0: forever); the reference \(old.plays)."
        }
        let end = { (animation: AnimatedPNG, times: [TimeInterval]) in at(times[times.count - 1] + animation.frames[animation.frames.count - 1].delay)
        }
        if now.frames.count > old.frames.count {
            return "The snapshot has \(now.frames.count) frames (ending \(end(now, newTimes))); the reference has \(old.frames.count) "
                + "(ending \(end(old, oldTimes))): frame \(old.frames.count + 1) (\(at(newTimes[old.frames.count]))) is new."
        }
        return "The snapshot has \(now.frames.count) frames (ending \(end(now, newTimes))); the reference has \(old.frames.count) "
            + "(ending \(end(old, oldTimes))): its frame \(now.frames.count + 1) (\(at(oldTimes[now.frames.count]))) is missing."
    }
}
