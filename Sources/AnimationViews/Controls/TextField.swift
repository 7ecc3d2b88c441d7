import AnimationCore
import Foundation

/// A control that edits a string: a tap focuses it, and the host types
/// into the focused field (``/AnimationEngine/ViewHost/type(_:)``,
/// `deleteBackward()`, ``/AnimationEngine/ViewHost/submit()``).
///
/// Empty, it shows its prompt, or its title, in the placeholder color.
/// Focused, a caret (2 points wide, in the tint) follows the text; the
/// headless caret does not blink and always sits at the end of the text
/// (typing appends, deleting removes the last character). Submitting runs
/// the `onSubmit` actions around it and `onCommit`, then the field loses
/// focus, as a single-line field does on iOS. `onEditingChanged` hears
/// focus come and go. The environment's ``TextFieldStyle`` draws it. A
/// field with `axis: .vertical` wraps its text onto more lines instead of
/// scrolling it.
public struct TextField<Label: View> {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false
    var axis: Axis = .horizontal
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    var onCommit: @MainActor () -> Void = {}
    /// Whether edits wait for the end of editing (submit or focus lost) to
    /// reach the binding: a field of a formatted value, whose binding
    /// parses what it is given (see `TextField+Format.swift`).
    var commitsWhenEditingEnds = false
    @State private var isEditing = false
    /// The text typed since editing began, in a field that commits when
    /// editing ends.
    @State private var editedText: String?
    @Environment(\.focusBinding) private var focusBinding
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.textFieldStyle) private var style
    @Environment(\.submitActions) private var submitActions

    /// Creates a field with a label view.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - prompt: What the empty field shows; the label when `nil`.
    ///   - label: What the field is for.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
}

extension TextField where Label == Text {
    /// Creates a field with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown while the field is empty.
    ///   - text: The text.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a field with a title from a string.
    ///
    /// - Parameters:
    ///   - title: The title, shown while the field is empty.
    ///   - text: The text.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a field with a title and a prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text.
    ///   - prompt: What the empty field shows.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a field that wraps its text along an axis.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown while the field is empty.
    ///   - text: The text.
    ///   - axis: `.vertical` wraps the text onto more lines.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        self.axis = axis
    }

    /// Creates a field that wraps its text along an axis, from a string.
    ///
    /// - Parameters:
    ///   - title: The title, shown while the field is empty.
    ///   - text: The text.
    ///   - axis: `.vertical` wraps the text onto more lines.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(title) }
        self.axis = axis
    }

    /// Creates a field that reports editing and commits.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown while the field is empty.
    ///   - text: The text.
    ///   - onEditingChanged: Called with `true` when the field gains focus
    ///     and `false` when it loses it.
    ///   - onCommit: Called when the text is submitted.
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// Creates a field from a string title that reports editing and commits.
    ///
    /// - Parameters:
    ///   - title: The title, shown while the field is empty.
    ///   - text: The text.
    ///   - onEditingChanged: Called with `true` when the field gains focus
    ///     and `false` when it loses it.
    ///   - onCommit: Called when the text is submitted.
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField: View {
    /// The field as its style draws it.
    public var body: some View {
        let isFocused = (focusBinding?.isFocused ?? isEditing) && isEnabled
        let binding = text, focus = focusBinding, editing = $isEditing, edited = $editedText
        let deferred = commitsWhenEditingEnds
        // A formatted field edits its own text and hands it to the binding
        // (which parses it) when editing ends, as SwiftUI's does.
        let buffer = Binding<String>(
            get: { deferred ? (edited.wrappedValue ?? binding.wrappedValue) : binding.wrappedValue },
            set: { if deferred { edited.wrappedValue = $0 } else { binding.wrappedValue = $0 } })
        let endEditing: @MainActor () -> Void = {
            guard deferred, let text = edited.wrappedValue else { return }
            binding.wrappedValue = text
            edited.wrappedValue = nil
        }
        let onEditingChanged = self.onEditingChanged, onCommit = self.onCommit, submitActions = self.submitActions
        let content = TextFieldContent(
            text: buffer.wrappedValue, isSecure: isSecure, axis: axis, isFocused: isFocused,
            placeholder: prompt.map { AnyView($0) } ?? AnyView(label))
        Group {
            switch style {
            case .roundedBorder:
                content
                    .padding(.horizontal, 7)
                    .frame(minHeight: 34)
                    .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
                    .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(white: 0, opacity: 0.2), lineWidth: 0.5))
            case .plain:
                content
            }
        }
        .opacity(isEnabled ? 1 : 0.4)
        .modifier(
            _TextInput(isFocused: isFocused, isEnabled: isEnabled) { event in
                switch event {
                case .focus:
                    if let focus { focus.focus() } else { editing.wrappedValue = true }
                    onEditingChanged(true)
                case .blur:
                    endEditing()
                    if let focus { focus.blur() } else { editing.wrappedValue = false }
                    onEditingChanged(false)
                case .insert(let string):
                    buffer.wrappedValue += string
                case .deleteBackward:
                    if !buffer.wrappedValue.isEmpty { buffer.wrappedValue.removeLast() }
                case .submit:
                    endEditing()
                    for action in submitActions { action() }
                    onCommit()
                }
            })
    }
}

/// The text of a field, its placeholder while empty, and its caret.
struct TextFieldContent: View {
    let text: String
    let isSecure: Bool
    let axis: Axis
    let isFocused: Bool
    let placeholder: AnyView
    @Environment(\.font) private var font

    var body: some View {
        let lineHeight = ((font ?? .body).size.isFinite ? (font ?? .body).size : 17) * 1.2
        HStack(spacing: 1) {
            if text.isEmpty {
                placeholder
                    .foregroundStyle(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3))
                    .lineLimit(1)
            } else {
                Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: text.count) : text)
                    .lineLimit(axis == .vertical ? nil : 1)
                    .truncationMode(.head)
            }
            if isFocused {
                Rectangle()
                    .fill(.tint)
                    .frame(width: 2, height: lineHeight)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A field whose characters show as bullets.
///
/// Typed text goes into the binding as typed; the field draws a bullet
/// (U+2022) per character. Otherwise a ``TextField``.
public struct SecureField<Label: View> {
    let field: TextField<Label>

    /// Creates a secure field with a label view.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - prompt: What the empty field shows; the label when `nil`.
    ///   - label: What the field is for.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The title, shown while the field is empty.
    ///   - text: The text.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a secure field with a title from a string.
    ///
    /// - Parameters:
    ///   - title: The title, shown while the field is empty.
    ///   - text: The text.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a secure field with a title and a prompt.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - text: The text.
    ///   - prompt: What the empty field shows.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
}

extension SecureField: View {
    /// The field, with bullets for characters.
    public var body: some View {
        field
    }
}
