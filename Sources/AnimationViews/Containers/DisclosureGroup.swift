import AnimationCore
import AnimationRuntime
import Foundation

/// A label with a chevron that shows or hides its content: a tap on the
/// label toggles it with the default animation (the chevron turns a
/// quarter, the content fades and slides in under the label), as iOS
/// does.
///
/// Without an `isExpanded` binding, the group keeps whether it is expanded
/// itself (collapsed at first).
///
/// Difference from SwiftUI: in a list, the content is drawn inside the
/// group's row (SwiftUI gives each of its views a row of its own).
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// Creates a group that keeps its own expansion.
    ///
    /// - Parameters:
    ///   - content: The content shown when expanded.
    ///   - label: The label.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a group whose expansion a binding holds.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the content shows.
    ///   - content: The content shown when expanded.
    ///   - label: The label.
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a group with a text label that keeps its own expansion.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - content: The content shown when expanded.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group with a text label whose expansion a binding holds.
    ///
    /// - Parameters:
    ///   - titleKey: The label.
    ///   - isExpanded: Whether the content shows.
    ///   - content: The content shown when expanded.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// Creates a group with a text label that keeps its own expansion.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - content: The content shown when expanded.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a group with a text label whose expansion a binding holds.
    ///
    /// - Parameters:
    ///   - title: The label.
    ///   - isExpanded: Whether the content shows.
    ///   - content: The content shown when expanded.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

extension DisclosureGroup: View {
    /// The label row and, when expanded, the content.
    public var body: some View {
        _DisclosureBody(label: label, content: content, external: isExpanded)
    }
}

/// The body of a disclosure group: its own expansion state when no binding
/// holds it.
private struct _DisclosureBody<Label: View, Content: View> {
    let label: Label
    let content: () -> Content
    let external: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    init(label: Label, content: @escaping () -> Content, external: Binding<Bool>?) {
        self.label = label
        self.content = content
        self.external = external
    }
}

extension _DisclosureBody: View {
    @ViewBuilder var body: some View {
        let expanded = external ?? $ownExpanded
        if let style {
            style.makeBody(
                DisclosureGroupStyleConfiguration(
                    label: StyleConfigurationPart(label.environment(\.disclosureGroupStyle, style)),
                    content: StyleConfigurationPart(content().environment(\.disclosureGroupStyle, style)), isExpanded: expanded)
            )
            .environment(\.disclosureGroupStyle, nil)
        } else {
            standard(expanded)
        }
    }

    @MainActor private func standard(_ expanded: Binding<Bool>) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.body.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation { expanded.wrappedValue.toggle() }
            }
            if expanded.wrappedValue {
                content()
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
    }
}
