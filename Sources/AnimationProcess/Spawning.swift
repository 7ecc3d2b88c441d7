import Foundation
import Subprocess

#if canImport(System)
import System
#else
import SystemPackage
#endif

#if canImport(Glibc)
import Glibc
#endif

/// What ``ChildProcess`` and ``LiveChild`` tell swift-subprocess, and how
/// they kill: one place for both.
enum Spawning {
    /// A program by path (with a slash) or by name on the `PATH`.
    static func executable(_ program: String) -> Executable {
        program.contains("/") ? .path(FilePath(program)) : .name(program)
    }

    /// The parent's environment with the changes (`nil` removes).
    static func environment(_ changes: [String: String?]) -> Environment {
        var overrides: [Environment.Key: String?] = [:]
        for (key, value) in changes { overrides[Environment.Key(stringLiteral: key)] = value }
        return .inherit.updating(overrides)
    }

    /// A process group of the child's own (`setpgid(0, 0)`), killed whole
    /// if its run is cancelled; or the parent's group.
    static func options(ownsProcessGroup: Bool) -> PlatformOptions {
        var options = PlatformOptions()
        if ownsProcessGroup {
            options.processGroupID = 0
            options.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .seconds(1))]
        }
        return options
    }

    /// SIGKILL to a child, and to its process group when it leads one.
    static func kill(_ pid: Int32) {
        if getpgid(pid) == pid { Glibc.kill(-pid, SIGKILL) }
        Glibc.kill(pid, SIGKILL)
    }
}
