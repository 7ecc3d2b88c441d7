import AnimationCore
import Foundation

/// A box that groups views, with an optional label: its content and label
/// 16 points inside a rounded rectangle (8-point corners) filled with the
/// secondary system background, (242, 242, 247) — (28, 28, 30) in the dark
/// appearance —, the label in a headline font above the content.
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Creates a box with a label.
    ///
    /// - Parameters:
    ///   - content: The content.
    ///   - label: The label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a box with a label (the older spelling).
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - content: The content.
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a box without a label.
    ///
    /// - Parameter content: The content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// Creates a box with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - content: The content.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates a box with a text label.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - content: The content.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension GroupBox: View {
    /// The label and content in the box, or as a ``GroupBoxStyle`` set
    /// above draws them (its parts keep the style; its own body does not).
    @ViewBuilder public var body: some View {
        if let style {
            let configuration = GroupBoxStyleConfiguration(
                label: StyleConfigurationPart(label.environment(\.groupBoxStyle, style)),
                content: StyleConfigurationPart(content.environment(\.groupBoxStyle, style)))
            style.makeBody(configuration).environment(\.groupBoxStyle, nil)
        } else {
            GroupBoxBox(label: label, content: content, hasLabel: Label.self != EmptyView.self)
        }
    }
}

/// The default box: the label in a headline font above the content, 16
/// points inside a rounded rectangle of the secondary background (or the
/// environment's background style).
struct GroupBoxBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let hasLabel: Bool
    /// The style `backgroundStyle(_:)` set, drawn in place of the
    /// secondary background, as in SwiftUI.
    @Environment(\.backgroundStyle) private var backgroundStyle

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if hasLabel {
                label.font(.headline)
            }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(backgroundStyle ?? AnyShapeStyle(GroupBoxColors.background)))
    }
}

enum GroupBoxColors {
    static let background = Color(
        light: Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1),
        dark: Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1))
}
