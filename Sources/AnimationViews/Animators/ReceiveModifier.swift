import AnimationCore
import AnimationRuntime
import Combine
import Foundation

/// A timer publisher that a host can drive on its own clock.
protocol HostClockTimer {
    /// The time between the timer's dates.
    var hostInterval: TimeInterval { get }
}

extension Timer.TimerPublisher: HostClockTimer {
    var hostInterval: TimeInterval { interval }
}

extension Publishers.Autoconnect: HostClockTimer where Upstream: HostClockTimer {
    var hostInterval: TimeInterval { upstream.hostInterval }
}

/// Runs an action for each value a publisher sends: `onReceive(_:perform:)`.
///
/// A timer publisher (`Timer.publish(every:on:in:)`, autoconnected or not)
/// fires on the host's clock: the host's frames deliver each tick that is
/// due, with its date (the host's start date plus its time), so a test's
/// virtual clock drives it; ticks missed between two frames are delivered
/// once, as a run loop timer coalesces them. Other publishers are
/// subscribed to once (again when a publisher object is replaced by
/// another); their values reach the action on the main actor, and the views
/// update at the host's next frame.
struct _ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        let receiver = node.local { Receiver<P.Output>(driver: node.makeFrameDriver()) }
        receiver.action = action
        if let timer = publisher as? any HostClockTimer {
            let interval = timer.hostInterval
            if receiver.interval != interval || receiver.subscription != nil {
                receiver.subscription = nil
                receiver.interval = interval
                receiver.nextTick = context.time + (interval.isFinite && interval > 0 ? interval : .infinity)
            }
            receiver.tick(node: node, at: context.time)
        } else if receiver.subscription == nil
            || (P.self is AnyClass && receiver.subscribedTo.map { $0 !== (publisher as AnyObject) } ?? true)
        {
            // Subscribed once; again only when a publisher object is
            // replaced by another (publishers that are values cannot be
            // told apart, so the first one is kept).
            receiver.interval = nil
            receiver.subscribedTo = P.self is AnyClass ? publisher as AnyObject : nil
            receiver.subscription = Self.subscribe(publisher, to: Unchecked(receiver))
            node.drive(receiver.driver, false)
        }
        node.updateChild(content, in: context)
    }

    /// Subscribes outside the main actor: publishers send on any thread.
    nonisolated private static func subscribe(_ publisher: P, to receiver: Unchecked<Receiver<P.Output>>) -> AnyCancellable {
        publisher.sink { value in
            let delivery = Unchecked((receiver.value, value))
            DispatchQueue.main.async {
                MainActor.assumeIsolated { delivery.value.0.deliver(delivery.value.1) }
            }
        }
    }
}

/// What an `onReceive` node keeps: its action, and a timer's schedule or a
/// subscription.
@MainActor
final class Receiver<Output> {
    let driver: FrameDriver
    var action: (@MainActor (Output) -> Void)?
    var interval: TimeInterval?
    var nextTick = TimeInterval.infinity
    var subscription: AnyCancellable?
    weak var subscribedTo: AnyObject?

    init(driver: FrameDriver) {
        self.driver = driver
    }

    /// Delivers the timer's tick if one is due by `time`, and keeps the
    /// host's frames coming while the timer runs.
    func tick(node: ViewNode, at time: TimeInterval) {
        guard let interval, interval.isFinite, interval > 0 else {
            node.drive(driver, false)
            return
        }
        node.drive(driver, true)
        guard time + 1e-9 >= nextTick else { return }
        let due = nextTick + ((time - nextTick) / interval).rounded(.down) * interval
        nextTick = due + interval
        if let action, let date = node.graph.clock.date(at: due) as? Output {
            // Delivered in the next update pass, as an event's change.
            let delivery = Unchecked((action, date))
            node.graph.enqueueChange(in: Transaction(), owner: nil) {
                MainActor.assumeIsolated { delivery.value.0(delivery.value.1) }
            }
        }
    }

    /// A value from a subscription.
    func deliver(_ value: Output) {
        action?(value)
    }
}

extension View {
    /// Runs an action for each value a publisher sends (a timer's dates
    /// fire on the host's clock: see `_ReceiveModifier`).
    ///
    /// - Parameters:
    ///   - publisher: The publisher.
    ///   - action: The action, given each value.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
