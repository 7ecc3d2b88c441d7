import Foundation

/// Runs blocking work (a semaphore's wait, a synchronous child process) on
/// a thread of its own and awaits its result, so that a test never blocks
/// a thread of Swift's shared pool, which the work may need.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}
