import AnimationCore

/// The keyboards of iOS, as `keyboardType(_:)` names them (UIKit's type,
/// which SwiftUI's modifier takes).
///
/// A headless host has no software keyboard: the focused field's type is
/// reported in ``ViewHost/focusedTextInputTraits`` for a host that draws
/// one; typed text is not filtered by it (a hardware keyboard on iOS is not
/// either).
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// Names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// The label of the return key.
public struct SubmitLabel: Hashable, Sendable {
    /// The label's name.
    public let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How a keyboard capitalizes what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// The behaviour's name.
    public let name: String

    /// No capitalization.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a text field asks of the keyboard: its type, return key, case and
/// corrections. A headless host types as a hardware keyboard does, so
/// none of them changes what is typed; the host reports the focused
/// field's (``ViewHost/focusedTextInputTraits``), for a host that shows a
/// keyboard.
public struct TextInputTraits: Hashable, Sendable {
    /// The keyboard.
    public var keyboardType: UIKeyboardType = .default
    /// The return key's label.
    public var submitLabel: SubmitLabel = .return
    /// How the keyboard capitalizes.
    public var autocapitalization: TextInputAutocapitalization = .sentences
    /// Whether the keyboard's corrections are off.
    public var autocorrectionDisabled = false
    /// What the text is, for AutoFill (`textContentType(_:)`).
    public var textContentType: UITextContentType?

    /// The defaults.
    public init() {}
}

private struct TextInputTraitsKey: EnvironmentKey {
    static let defaultValue = TextInputTraits()
}

extension EnvironmentValues {
    /// What text fields in the view ask of the keyboard.
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether the keyboard's corrections are off for text fields in the
    /// view.
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }
}

extension View {
    /// Sets the keyboard of text fields in the view (reported to the host,
    /// see ``TextInputTraits``).
    ///
    /// - Parameter type: The keyboard.
    /// - Returns: The view.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
    }

    /// Sets the label of the return key of text fields in the view
    /// (reported to the host, see ``TextInputTraits``).
    ///
    /// - Parameter submitLabel: The label.
    /// - Returns: The view.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }

    /// Sets how the keyboard capitalizes in text fields in the view
    /// (reported to the host, see ``TextInputTraits``).
    ///
    /// - Parameter autocapitalization: The behaviour; `nil` for the default
    ///   (sentences).
    /// - Returns: The view.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization ?? .sentences }
    }

    /// Turns the keyboard's corrections off (or on) in text fields in the
    /// view (reported to the host, see ``TextInputTraits``).
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
