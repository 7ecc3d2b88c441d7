import AnimationCore

/// What submits text: a text field's return key, or a search field's.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates triggers from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields (the host has none).
    public static let search = SubmitTriggers(rawValue: 2)
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [@MainActor () -> Void] = []
}

extension EnvironmentValues {
    /// The actions a text field's submit runs, outermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs an action when a text field in the view is submitted (the host's
    /// `submit()`, the return key). Several `onSubmit`s around a
    /// field all run, outermost first, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - triggers: What submits; `.text` by default (text fields).
    ///   - action: The action.
    /// - Returns: The view.
    @preconcurrency nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_SubmitModifier(triggers: triggers, action: action))
    }
}

struct _SubmitModifier: PrimitiveModifier {
    var triggers: SubmitTriggers
    var action: @MainActor () -> Void

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        var inner = context
        if triggers.contains(.text) { inner.environment.submitActions.append(action) }
        node.updateChild(content, in: inner)
    }
}
