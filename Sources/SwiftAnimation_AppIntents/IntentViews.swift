import AnimationCore
import AnimationViews
import Foundation

extension Button {
    /// A button that runs an intent when tapped (in a task: the view
    /// updates when the intent's changes reach it).
    ///
    /// - Parameters:
    ///   - intent: The intent.
    ///   - label: The button's label.
    @MainActor @preconcurrency
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(action: { Task { _ = try? await intent.perform() } }, label: label)
    }
}

extension Button where Label == Text {
    /// A button of a title that runs an intent.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - intent: The intent.
    @MainActor @preconcurrency
    public init<Intent: AppIntent>(_ title: String, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Toggle {
    /// A toggle that runs an intent when switched.
    ///
    /// - Parameters:
    ///   - isOn: Whether it is on (the intent changes what it reads).
    ///   - intent: The intent.
    ///   - label: The toggle's label.
    @MainActor @preconcurrency
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(isOn: Binding(get: { isOn }, set: { _ in Task { _ = try? await intent.perform() } }), label: label)
    }
}
