import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension PreviewWorkspace {
    /// The workspace stayed in use by another preview for longer than a
    /// preview may wait for it.
    public struct BusyError: Error, CustomStringConvertible {
        /// What held it, and for how long the preview waited.
        public var description: String
    }

    /// Seconds a preview waits for another to leave the workspace: as long
    /// as that one's build may take, and ten minutes for its program.
    public static let lockWaitLimit: Double = buildTimeLimit + 600

    /// Runs a body holding the workspace's lock, so that two previews do not
    /// build in one workspace at once (the second waits).
    ///
    /// The lock is an `flock` on `.lock` in the workspace, opened
    /// close-on-exec: the builds and programs the body starts do not
    /// inherit it, so that one which outlives its preview (a program of a
    /// killed `animate`) cannot keep the workspace locked. The holder's
    /// process id is written in the file. A preview that waits longer than
    /// `seconds` throws ``BusyError`` naming the holder, never waits for
    /// ever; a lock file that cannot be opened (a read-only folder) runs
    /// the body unlocked.
    ///
    /// - Parameters:
    ///   - seconds: How long to wait for the lock: ``lockWaitLimit`` by
    ///     default, and when infinite (never for ever); NaN or negative:
    ///     not at all.
    ///   - body: What to do holding it.
    /// - Throws: ``BusyError``, or what `body` throws.
    public func withLock<T>(waitingAtMost seconds: Double = lockWaitLimit, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(".lock").path
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let wait = seconds == .infinity ? Self.lockWaitLimit : seconds >= 0 ? seconds : 0
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                throw BusyError(
                    description: "the preview workspace \(directory.path) is in use by another preview"
                        + (holder.isEmpty ? "" : " (process \(holder))") + "; waited \(Int(wait)) s")
            }
            usleep(100_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        let holder = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = holder.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return try body()
    }
}
