import Dispatch
import Foundation

/// Whether the caller runs on the main actor: on the main thread, or in a
/// job of the main dispatch queue (where the main actor runs its jobs when
/// the main thread does not drain that queue itself, as under a test runner
/// on Linux).
package enum MainActorCheck {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main actor.
    package static var isOnMainActor: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
