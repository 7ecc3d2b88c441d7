import AnimationCore
import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls in the view draw their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

/// A control's label where the control draws it beside itself: nothing,
/// taking no space, under `labelsHidden()`.
struct _ControlLabel<Content: View>: View {
    let content: Content
    @Environment(\.labelsHidden) private var hidden

    var body: some View {
        if !hidden {
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

extension EnvironmentValues {
    /// Whether the controls of this environment draw their labels, as
    /// SwiftUI's `labelsVisibility`: `.hidden` under `labelsHidden()`,
    /// `.automatic` otherwise. Setting `.hidden` hides them as
    /// `labelsHidden()` does; `.visible` or `.automatic` shows them.
    public var labelsVisibility: Visibility {
        get { labelsHidden ? .hidden : .automatic }
        set { labelsHidden = newValue == .hidden }
    }
}

extension View {
    /// Hides the labels of the controls in the view (toggles, steppers,
    /// pickers, date and color pickers): they draw their control alone,
    /// and the label takes no space. (VoiceOver would still read it.)
    ///
    /// - Returns: The view.
    nonisolated public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
