/// Lets other main-actor jobs run (tasks, blocks on the main queue,
/// deliveries of state written off the main actor) until `condition`
/// holds, one turn of `Task.yield()` at a time, each turn followed by
/// `step` (a frame of a host, say).
///
/// The budget is counted in turns, not in wall-clock time: on a loaded
/// machine other tests can hold the main thread for seconds between two
/// turns, which makes the wait slower but never fails it. A job already
/// enqueued on the main actor runs within a few turns, so the budget only
/// turns a job that never comes into a failure instead of a hang.
///
/// - Parameters:
///   - turns: The most turns; 100,000 by default.
///   - step: Runs after each turn.
///   - condition: What to wait for.
/// - Returns: Whether `condition` held within the budget.
@MainActor
public func yieldUntil(turns: Int = 100_000, step: () -> Void = {}, _ condition: () -> Bool) async -> Bool {
    if condition() { return true }
    for _ in 0..<max(turns, 0) {
        await Task.yield()
        step()
        if condition() { return true }
    }
    return false
}
