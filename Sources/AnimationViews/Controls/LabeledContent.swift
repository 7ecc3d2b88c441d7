import AnimationCore
import AnimationRuntime
import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent` (iOS 16): the
/// label on the leading side and the content on the trailing side in the
/// secondary style, as a form row shows them (`labelsHidden()` leaves the
/// content alone).
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.labeledContentStyle) private var style

    /// A label and content of views.
    ///
    /// - Parameters:
    ///   - content: The value.
    ///   - label: The label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension LabeledContent: View {
    /// The label, a space, and the content; or as a
    /// ``LabeledContentStyle`` set above draws them.
    @ViewBuilder public var body: some View {
        if labelsHidden {
            content
        } else if let style {
            style.makeBody(
                LabeledContentStyleConfiguration(
                    label: StyleConfigurationPart(label.environment(\.labeledContentStyle, style)),
                    content: StyleConfigurationPart(content.environment(\.labeledContentStyle, style)))
            )
            .environment(\.labeledContentStyle, nil)
        } else {
            HStack {
                label
                Spacer(minLength: 8)
                content.foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// A text label and content.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - content: The value.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A text label of a string and content.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - content: The value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text label and a text value.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A text label of a string and a text value.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - value: The value.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A text label and a formatted value.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - value: The value.
    ///   - format: Its format.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// A text label of a string and a formatted value.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - value: The value.
    ///   - format: Its format.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
