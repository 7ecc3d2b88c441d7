import AnimationCore
import Foundation

/// The action that refreshes a view's content, as SwiftUI's
/// `RefreshAction` (`@Environment(\.refresh)`), set by `refreshable(action:)`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the view's content, `nil` where no
    /// `refreshable(action:)` is above.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the view's content refreshable: a scroll view or list inside
    /// runs the action when pulled down from its top, and views inside can
    /// run it through `@Environment(\.refresh)`.
    ///
    /// A pull refreshes when the content, at its top when the drag began,
    /// is dragged down more than ``RefreshAction/pullDistance`` points and
    /// let go (UIKit's refresh control triggers about there; Apple
    /// publishes no figure). The action runs in a task on the main actor;
    /// a pull while it runs starts no second one.
    ///
    /// - Parameter action: The refresh.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

extension RefreshAction {
    /// How far a scroll view must be pulled down from its top to refresh.
    public static let pullDistance: CGFloat = 80
}

/// Runs a scroll view's refresh when a drag pulls it down far enough from
/// its top, one refresh at a time.
@MainActor
final class PullToRefresh {
    private var running = false

    /// Called when a drag ends: `pulled` is how far the content was dragged
    /// down, `fromTop` whether it was at its top when the drag began.
    func dragEnded(pulled: CGFloat, fromTop: Bool, action: RefreshAction?, graph: ViewGraph) {
        guard let action, fromTop, pulled > RefreshAction.pullDistance, !running else { return }
        running = true
        // Its warnings go to this graph's host.
        CurrentHost.startingTasks(of: graph) {
            Task { @MainActor in
                await action()
                self.running = false
            }
        }
    }
}
