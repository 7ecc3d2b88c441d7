import AnimationCore

extension View {
    /// Sets the keyboard of text fields in the view (reported to the host,
    /// see ``/AnimationEngine/TextInputTraits``).
    ///
    /// - Parameter type: The keyboard.
    /// - Returns: The view.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
    }

    /// Sets the label of the return key of text fields in the view
    /// (reported to the host, see ``/AnimationEngine/TextInputTraits``).
    ///
    /// - Parameter submitLabel: The label.
    /// - Returns: The view.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }

    /// Sets how the keyboard capitalizes in text fields in the view
    /// (reported to the host, see ``/AnimationEngine/TextInputTraits``).
    ///
    /// - Parameter autocapitalization: The behaviour; `nil` for the default
    ///   (sentences).
    /// - Returns: The view.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization ?? .sentences }
    }

    /// Turns the keyboard's corrections off (or on) in text fields in the
    /// view (reported to the host, see ``/AnimationEngine/TextInputTraits``).
    ///
    /// - Parameter disable: Whether corrections are off.
    /// - Returns: The view.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    /// Turns the keyboard's corrections off (or on), by the older name.
    ///
    /// - Parameter disable: Whether corrections are off; `nil` for the
    ///   default (on).
    /// - Returns: The view.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}

/// How the keyboard capitalizes, as UIKit names it (what the deprecated
/// `autocapitalization(_:)` takes).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No capitals.
    case none
    /// Each word's first letter.
    case words
    /// Each sentence's first letter.
    case sentences
    /// Every letter.
    case allCharacters
}

extension View {
    /// Sets how the keyboard capitalizes in text fields in the view, by
    /// UIKit's name: the same as ``textInputAutocapitalization(_:)``.
    ///
    /// - Parameter style: The behaviour.
    /// - Returns: The view.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let capitalization: TextInputAutocapitalization =
            switch style {
            case .none: .never
            case .words: .words
            case .sentences: .sentences
            case .allCharacters: .characters
            }
        return textInputAutocapitalization(capitalization)
    }
}
