import AnimationCore
import Foundation

/// A view that edits long text, as in SwiftUI: a field of several lines
/// that fills the space it is offered, its text from the top leading
/// corner. A tap focuses it and the host types into it (a typed newline is
/// a new line).
public struct TextEditor {
    let text: Binding<String>

    /// An editor of a text.
    ///
    /// - Parameter text: The text.
    nonisolated public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: View {
    /// A field of several lines.
    nonisolated static func field(_ text: Binding<String>) -> TextField<EmptyView> {
        var field = TextField(text: text, prompt: nil) { EmptyView() }
        field.axis = .vertical
        return field
    }

    /// The field of several lines, filling its frame.
    public var body: some View {
        Self.field(text)
            .lineLimit(nil)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .contentShape(Rectangle())
    }
}
