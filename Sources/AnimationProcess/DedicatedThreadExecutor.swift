import Foundation

/// A serial executor that runs its jobs on a thread of its own, for an
/// actor whose methods block while a child process runs (the MCP tools'
/// `PreviewToolbox`): blocking there occupies none of the shared pool's
/// threads, which swift-subprocess needs to watch the child. The thread
/// ends when the executor is released.
package final class DedicatedThreadExecutor: SerialExecutor, @unchecked Sendable {
    private let jobs = JobQueue()

    /// Starts the thread.
    ///
    /// - Parameter name: The thread's name, for debuggers.
    package init(name: String) {
        let jobs = self.jobs
        let executor = UnownedSerialExecutor(ordinary: self)
        let thread = Thread {
            while let job = jobs.next() {
                job.runSynchronously(on: executor)
            }
        }
        thread.name = name
        thread.start()
    }

    deinit {
        jobs.finish()
    }

    /// Queues a job for the thread.
    package func enqueue(_ job: consuming ExecutorJob) {
        jobs.push(UnownedJob(job))
    }
}

/// A task executor with a thread of its own, for one run of a child
/// process: the run's tasks execute there, so that it needs none of the
/// shared pool's threads (which its caller may be blocking) until its
/// very end. The thread ends after ``finish()``, once the jobs queued so
/// far have run.
final class ThreadTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let jobs = JobQueue()

    /// Starts the thread.
    init(name: String) {
        let jobs = self.jobs
        // The thread keeps the executor until its last job ran.
        let thread = Thread { [self] in
            while let job = jobs.next() {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.push(UnownedJob(job))
    }

    /// Lets the thread end once the queued jobs have run.
    func finish() {
        jobs.finish()
    }
}

/// Jobs waiting for a thread, in order.
final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    func push(_ job: UnownedJob) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Ends ``next()`` once the jobs pushed so far were taken.
    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    /// The next job, waiting for one; `nil` once finished and empty.
    func next() -> UnownedJob? {
        condition.withLock {
            while jobs.isEmpty && !finished { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }
}
