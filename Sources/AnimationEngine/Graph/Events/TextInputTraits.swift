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
    package var textInputTraits: TextInputTraits {
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
