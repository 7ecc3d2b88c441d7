import Foundation

/// Runs asynchronous work (a toolbox's calls, a server) from a command's
/// synchronous `run()` and waits for it on this thread.
///
/// - Parameter work: The work.
/// - Returns: What it returned.
/// - Throws: What it threw.
func waitFor<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do {
            box.result = .success(try await work())
        } catch {
            box.result = .failure(error)
        }
        done.signal()
    }
    done.wait()
    guard let result = box.result else { throw AnimateError("the work ended without a result") }
    return try result.get()
}

/// Where the task leaves its result for the waiting thread.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<T, any Error>?

    var result: Result<T, any Error>? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
