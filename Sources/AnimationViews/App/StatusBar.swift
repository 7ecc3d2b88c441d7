import AnimationCore
import Foundation

/// Whether a view shown asks to hide the status bar.
struct StatusBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        value = nextValue() ?? value
    }
}

extension View {
    /// Asks to hide the device's status bar while the view shows. The
    /// headless host draws no status bar; the request is what
    /// ``AnimationEngine/ViewHost/prefersStatusBarHidden`` reads (the last view in tree
    /// order that asks wins).
    ///
    /// - Parameter hidden: Whether the status bar hides.
    /// - Returns: The view.
    nonisolated public func statusBar(hidden: Bool) -> some View {
        preference(key: StatusBarHiddenKey.self, value: hidden)
    }
}

extension ViewHost {
    /// Whether the views shown ask to hide the status bar
    /// (`statusBar(hidden:)`); `false` when none asks.
    public var prefersStatusBarHidden: Bool {
        applyPendingChanges()
        let asked: Bool? = graph.root?.preferenceValue(StatusBarHiddenKey.self) ?? nil
        return asked ?? false
    }
}
