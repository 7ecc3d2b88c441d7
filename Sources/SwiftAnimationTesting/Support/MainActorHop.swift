import Dispatch
import Foundation

/// Runs a body on the main actor from a snapshot strategy, whichever
/// thread the test runs on, and waits for it. A host lives on the main
/// actor, as a SwiftUI view does.
///
/// - On the main actor already (an XCTest case runs on the main thread; a
///   `@MainActor` Swift Testing test runs on the main queue, which on
///   Linux is served by a worker thread while the main thread waits in
///   `dispatchMain`), the body runs at once.
/// - Elsewhere (a Swift Testing test on the cooperative pool), a main-actor
///   task runs it while this thread waits on a semaphore: never
///   `DispatchQueue.main.sync`, which traps on a thread serving the main
///   queue.
///
/// The value a strategy snapshots (a view, a host) crosses to the main
/// actor and back unchanged while the test waits: nothing else touches
/// it meanwhile, which is what the unchecked box says.
func onMain<Value, Result: Sendable>(_ value: Value, _ body: @escaping @MainActor (Value) -> Result) -> Result {
    let box = UncheckedBox((value, body))
    if MainQueue.isCurrent {
        return MainActor.assumeIsolated { box.value.1(box.value.0) }
    }
    let done = DispatchSemaphore(value: 0)
    let result = UncheckedBox<Result?>(nil)
    Task { @MainActor in
        result.value = box.value.1(box.value.0)
        done.signal()
    }
    done.wait()
    return result.value!
}

/// Whether this thread runs the main actor's work now.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// On the main thread, or inside a block of the main queue.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

/// A value handed to the main actor while its owner waits.
private final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
