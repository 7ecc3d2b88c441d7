import Foundation

/// A thread-safe counter (signpost identifiers).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0

    /// The next number, from 1.
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
