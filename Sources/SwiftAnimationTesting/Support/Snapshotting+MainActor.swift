import AnimationViews
import Foundation
import SnapshotTesting

extension Snapshotting where Format: Sendable {
    /// A strategy whose snapshot is made on the main actor (where hosts
    /// live), from whichever thread the test runs on; a ``SnapshotFailure``
    /// fails the test with its message, and the snapshot is then
    /// `placeholder`'s.
    static func onMainActor(
        pathExtension: String, diffing: Diffing<Format>, placeholder: @escaping @Sendable (SnapshotFailure) -> Format,
        _ make: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> Format
    ) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
            onMain(value) { value in
                Result { () throws(SnapshotFailure) -> Format in try make(value) }
            }.snapshot(placeholder)
        }
    }
}

extension Snapshotting where Format == String {
    /// A text strategy made on the main actor, diffed line by line.
    static func text(pathExtension: String, _ make: @escaping @MainActor @Sendable (Value) throws(SnapshotFailure) -> String)
        -> Snapshotting
    {
        onMainActor(pathExtension: pathExtension, diffing: .lines, placeholder: \.placeholder, make)
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A text strategy of a new host of `size`, brought to the scene's
    /// moment; `render` gets the host and the moment's words.
    static func text(
        pathExtension: String, size: CGSize, scene: SnapshotScene, render: @escaping @MainActor @Sendable (ViewHost, String) -> String
    ) -> Snapshotting {
        text(pathExtension: pathExtension) { view throws(SnapshotFailure) in
            let (host, moment) = try scene.host(of: view, size: size)
            return render(host, moment)
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// A text strategy of a host a test has driven, brought to the
    /// scene's moment from where it stands.
    static func text(pathExtension: String, scene: SnapshotScene, render: @escaping @MainActor @Sendable (ViewHost, String) -> String)
        -> Snapshotting
    {
        text(pathExtension: pathExtension) { host throws(SnapshotFailure) in
            render(host, try scene.bring(host))
        }
    }
}
