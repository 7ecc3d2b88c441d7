import AnimationCore
import Foundation

/// A part of a list or form, with an optional header and footer.
///
/// In a `List` or `Form`, a section draws its header (footnote size,
/// secondary color, capitals in the grouped styles; larger with
/// `headerProminence(.increased)`) above its rows' card,
/// and its footer under it. Elsewhere its header, content and footer are
/// the container's views, one after another, as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header and a footer.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The header.
    ///   - footer: The footer.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header and a footer (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The header.
    ///   - footer: The footer.
    ///   - content: The rows.
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// A section is primitive.
    public var body: Never { neverBody }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section of rows alone.
    ///
    /// - Parameter content: The rows.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The header.
    ///   - content: The rows.
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - footer: The footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer (the older spelling).
    ///
    /// - Parameters:
    ///   - footer: The footer.
    ///   - content: The rows.
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with a text header.
    ///
    /// - Parameters:
    ///   - titleKey: The header.
    ///   - content: The rows.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }

    /// Creates a section with a text header.
    ///
    /// - Parameters:
    ///   - title: The header.
    ///   - content: The rows.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}

extension Section: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let inList = context.environment.isInList
        let section = node.ownPrimitive { SectionPrimitive(inList: inList) }
        if section.inList != inList {
            section.inList = inList
            node.invalidateLayout()
        }
        guard inList else {
            node.updateChildren([(AnyHashable(0), header), (AnyHashable(1), content), (AnyHashable(2), footer)], in: context)
            return
        }
        let style = context.environment.listStyleKind
        let inset = style.horizontalInset + ListRowsPrimitive.rowPadding.leading
        let grouped = style.hasCards
        let prominent = context.environment.headerProminence == .increased
        // With a section spacing, half of it above the section and half below.
        let halfSpacing = context.environment.listSectionSpacing.points.map { $0 / 2 }
        node.updateChild(
            VStack(alignment: .leading, spacing: 0) {
                if Parent.self != EmptyView.self {
                    header
                        .font(prominent ? .title3.weight(.semibold) : .footnote)
                        .textCase(grouped && !prominent ? .uppercase : nil)
                        .foregroundStyle(prominent ? HierarchicalShapeStyle.primary : .secondary)
                        .padding(EdgeInsets(top: halfSpacing ?? 16, leading: inset, bottom: 6, trailing: inset))
                        .frame(minHeight: context.environment.minimumListHeaderHeight, alignment: .bottomLeading)
                } else {
                    Color.clear.frame(height: halfSpacing ?? (grouped ? 20 : 0))
                }
                _ListRows(content: content)
                if Footer.self != EmptyView.self {
                    footer
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(EdgeInsets(top: 6, leading: inset, bottom: 0, trailing: inset))
                }
                if let halfSpacing {
                    Color.clear.frame(height: halfSpacing)
                }
            }, in: context)
    }
}

extension Section: View {}

/// The node of a section: a block of a list, or a group elsewhere.
final class SectionPrimitive: NodePrimitive, NodeLayout {
    var inList: Bool

    init(inList: Bool) {
        self.inList = inList
    }

    var isLayoutGroup: Bool { !inList }
}
