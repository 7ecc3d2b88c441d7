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
