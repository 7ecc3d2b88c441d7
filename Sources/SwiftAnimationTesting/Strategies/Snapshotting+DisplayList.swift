import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The view's display list as text at a time: a line per item with its
    /// frame, opacity, transform, colors and text (see
    /// ``/AnimationRender/DisplayListTextRenderer``), under a first line
    /// that says the size and the moment. The most readable golden file:
    /// a changed color or a moved frame is one changed line.
    ///
    ///     # 200 × 200 pt at 0.25 s
    ///     item (50, 50, 100 × 100) transform (1.2, 0, 0, 1.2, -20, -20): color rgb(0,122,255)
    ///
    /// The host is brought to `time` as ``svg(size:at:events:)`` brings it.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - time: Seconds from the start.
    ///   - events: Events, at their times (not after `time`).
    /// - Returns: The strategy.
    public static func displayList(size: CGSize, at time: TimeInterval = 0, events: [ScriptedEvent] = []) -> Snapshotting {
        displayList(size: size, scene: SnapshotScene(at: time, events: events))
    }

    /// The view's display list as text once it has settled (its first
    /// line says how long that took), or at the first frame for `false`.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - settled: Whether to wait until nothing animates (10 s of virtual
    ///     time at most).
    ///   - events: Events, at their times.
    /// - Returns: The strategy.
    public static func displayList(size: CGSize, settled: Bool, events: [ScriptedEvent] = []) -> Snapshotting {
        displayList(size: size, scene: SnapshotScene(settled: settled, events: events))
    }

    private static func displayList(size: CGSize, scene: SnapshotScene) -> Snapshotting {
        text(pathExtension: "txt", size: size, scene: scene, render: DisplayListSnapshot.text)
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// What a host a test has driven shows now, as display-list text.
    public static var displayList: Snapshotting {
        displayList(settled: false)
    }

    /// What a host shows once it has settled (or now, for `false`), as
    /// display-list text.
    ///
    /// - Parameter settled: Whether to wait until nothing animates.
    /// - Returns: The strategy.
    public static func displayList(settled: Bool) -> Snapshotting {
        text(pathExtension: "txt", scene: SnapshotScene(settled: settled, events: []), render: DisplayListSnapshot.text)
    }
}

/// The text of a display-list snapshot.
enum DisplayListSnapshot {
    /// The size and moment, then the items.
    @MainActor
    static func text(of host: ViewHost, moment: String) -> String {
        let size = host.size
        return "# \(TraceTextRenderer.number(Double(size.width))) × \(TraceTextRenderer.number(Double(size.height))) pt \(moment)\n"
            + DisplayListTextRenderer().render(host.displayList)
    }
}
