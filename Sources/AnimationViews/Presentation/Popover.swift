import AnimationCore
import Foundation

/// Where a popover's arrow points: a rectangle of the view, or a point in
/// it.
public enum PopoverAttachmentAnchor {
    /// A rectangle, such as the view's bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point in the view's bounds.
    case point(UnitPoint)
}

extension View {
    /// Presents a popover while a binding is true. On an iPhone, as here,
    /// a popover adapts to a sheet (see ``AnimationEngine/View/sheet(isPresented:onDismiss:content:)``):
    /// the anchor and the arrow's edge are for the bubble a regular-width
    /// screen shows, which a phone-sized host does not.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover shows.
    ///   - attachmentAnchor: What the bubble's arrow points at.
    ///   - arrowEdge: The edge of the view the arrow points from.
    ///   - content: The popover's content.
    /// - Returns: The view.
    @preconcurrency nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover while an item is set; on an iPhone, as a sheet.
    ///
    /// - Parameters:
    ///   - item: The item the popover shows.
    ///   - attachmentAnchor: What the bubble's arrow points at.
    ///   - arrowEdge: The edge of the view the arrow points from.
    ///   - content: The popover's content for the item.
    /// - Returns: The view.
    @preconcurrency nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}
