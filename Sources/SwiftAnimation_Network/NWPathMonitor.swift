import Foundation
import Synchronization

/// Watches the device's network path, as in the Network framework: once
/// started, its ``pathUpdateHandler`` hears the current path on its queue,
/// then each change.
///
/// The device is simulated: its path is Wi-Fi and satisfied until
/// ``simulate(_:)`` gives it another (going offline, onto cellular), which
/// every started monitor hears. A monitor that requires an interface type
/// sees a path without it as unsatisfied; a prohibited type's interfaces
/// are left out.
public final class NWPathMonitor: @unchecked Sendable {
    private struct State {
        var handler: ((NWPath) -> Void)?
        var queue: DispatchQueue?
        var isCancelled = false
    }

    private static let devicePath = Mutex(NWPath.wifi)
    private static let monitors = Mutex<[Weak]>([])

    private struct Weak {
        weak var monitor: NWPathMonitor?
    }

    /// The monitor's state, behind `lock` (the handler is not `Sendable`,
    /// so a `Mutex` cannot hold it).
    private var unlockedState = State()
    private let lock = NSLock()
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]

    /// A monitor of any interface.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of interfaces of one kind.
    ///
    /// - Parameter requiredInterfaceType: The kind.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor of interfaces other than some kinds.
    ///
    /// - Parameter prohibitedInterfaceTypes: The kinds left out.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// What hears the path, on the monitor's queue (the handler runs there
    /// only, one call at a time, so it need not be `Sendable`).
    public var pathUpdateHandler: ((_ newPath: NWPath) -> Void)? {
        get { lock.withLock { unlockedState.handler } }
        set { lock.withLock { unlockedState.handler = newValue } }
    }

    /// The queue the monitor was started on; `nil` before.
    public var queue: DispatchQueue? { lock.withLock { unlockedState.queue } }

    /// The path the monitor sees now.
    public var currentPath: NWPath { filtered(Self.devicePath.withLock { $0 }) }

    /// Starts the monitor: its handler hears the current path on `queue`,
    /// then each change. Starting again, or after ``cancel()``, does
    /// nothing (as in the Network framework).
    ///
    /// - Parameter queue: The queue the handler runs on.
    public func start(queue: DispatchQueue) {
        let started = lock.withLock { () -> Bool in
            guard unlockedState.queue == nil, !unlockedState.isCancelled else { return false }
            unlockedState.queue = queue
            return true
        }
        guard started else { return }
        Self.monitors.withLock { list in
            list.removeAll { $0.monitor == nil }
            list.append(Weak(monitor: self))
        }
        deliver(currentPath)
    }

    /// Stops the monitor for good: its handler hears nothing more.
    public func cancel() {
        lock.withLock { unlockedState.isCancelled = true }
        Self.monitors.withLock { list in list.removeAll { $0.monitor == nil || $0.monitor === self } }
    }

    /// Gives the simulated device a path: every started monitor hears it
    /// (not Network API).
    ///
    /// - Parameter path: The new path (``NWPath/offline``,
    ///   ``NWPath/cellular``, ``NWPath/wifi``, or one of your own).
    public static func simulate(_ path: NWPath) {
        devicePath.withLock { $0 = path }
        let listening = monitors.withLock { list in list.compactMap(\.monitor) }
        for monitor in listening { monitor.deliver(monitor.currentPath) }
    }

    private func deliver(_ path: NWPath) {
        // The handler runs on the monitor's queue only, as the Network
        // framework calls it.
        let (handler, queue, cancelled) = lock.withLock { (unlockedState.handler, unlockedState.queue, unlockedState.isCancelled) }
        guard !cancelled, let handler, let queue else { return }
        nonisolated(unsafe) let run = handler
        queue.async { run(path) }
    }

    private func filtered(_ path: NWPath) -> NWPath {
        let interfaces = path.availableInterfaces.filter { interface in
            !prohibitedInterfaceTypes.contains(interface.type) && (requiredInterfaceType.map { $0 == interface.type } ?? true)
        }
        let status: NWPath.Status = path.status == .satisfied && interfaces.isEmpty ? .unsatisfied : path.status
        return NWPath(
            status: status, availableInterfaces: interfaces, isExpensive: path.isExpensive && !interfaces.isEmpty,
            isConstrained: path.isConstrained)
    }
}
