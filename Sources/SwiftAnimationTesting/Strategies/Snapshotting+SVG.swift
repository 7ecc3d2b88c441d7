import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The view as SVG at a time: a new host of `size` runs the events at
    /// their times, then shows the view exactly at `time` (the value of an
    /// animation at 0.3 s is its closed form at 0.3 s, not the frame
    /// before), drawn as ``/AnimationRender/SVGRenderer`` draws it. The same
    /// view gives the same bytes on every run and machine.
    ///
    /// ```swift
    /// assertSnapshot(of: AvatarView(), as: .svg(size: CGSize(width: 200, height: 200), at: 0.25))
    /// ```
    ///
    /// The host's clock starts at 2001-01-01 00:00:00 UTC, so a view that
    /// shows the date snapshots the same too. A size that is not finite and
    /// positive, a time that is not finite or is negative, an event after
    /// `time` or a touch outside the view fails the test with a message.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - time: Seconds from the start.
    ///   - events: Taps, drags, typing: run at their times, which must not
    ///     be after `time`.
    /// - Returns: The strategy.
    public static func svg(size: CGSize, at time: TimeInterval = 0, events: [ScriptedEvent] = []) -> Snapshotting {
        svg(size: size, scene: SnapshotScene(at: time, events: events))
    }

    /// The view as SVG once it has settled: after the events, virtual time
    /// runs until nothing animates (see
    /// ``/AnimationEngine/ViewHost/settle(timeout:)``). A view that does
    /// not settle within 10 s of virtual time fails the test, naming what
    /// still animates. `settled: false` snapshots the first frame.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out in, in points.
    ///   - settled: Whether to wait for the view to settle.
    ///   - events: Events, at their times.
    /// - Returns: The strategy.
    public static func svg(size: CGSize, settled: Bool, events: [ScriptedEvent] = []) -> Snapshotting {
        svg(size: size, scene: SnapshotScene(settled: settled, events: events))
    }

    private static func svg(size: CGSize, scene: SnapshotScene) -> Snapshotting {
        text(pathExtension: "svg", size: size, scene: scene, render: SVGSnapshot.text)
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// What a host a test has driven shows now, as SVG, exactly at its
    /// time (see ``/AnimationEngine/ViewHost/advance(to:)``).
    public static var svg: Snapshotting {
        svg(settled: false)
    }

    /// What a host shows once it has settled (or now, for `false`), as SVG.
    ///
    /// - Parameter settled: Whether to wait until nothing animates (10 s of
    ///   virtual time at most; a host still animating then fails the test).
    /// - Returns: The strategy.
    public static func svg(settled: Bool) -> Snapshotting {
        text(pathExtension: "svg", scene: SnapshotScene(settled: settled, events: []), render: SVGSnapshot.text)
    }
}

/// The text of an SVG snapshot.
enum SVGSnapshot {
    /// What the host shows, as SVG of its size.
    @MainActor
    static func text(of host: ViewHost, moment: String) -> String {
        SVGRenderer(size: host.size).render(host.displayList)
    }
}
