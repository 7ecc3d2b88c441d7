import AnimationCore
import Foundation

extension View {
    /// Presents an inspector: on an iPhone (a compact width, which the
    /// headless host is), a sheet, as SwiftUI presents it there.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the inspector shows.
    ///   - content: The inspector.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// Sets the inspector's column width (a sheet on a phone: no effect).
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets the inspector's column widths (a sheet on a phone: no effect).
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// A view that compares itself with `==` to skip its body, as SwiftUI's
/// `EquatableView` (the host already compares `Equatable` views so; this
/// wrapper draws its content).
public struct EquatableView<Content: View & Equatable>: View {
    /// The content (made where views are made, read in `body`).
    nonisolated(unsafe) public var content: Content

    /// A wrapper of a view.
    nonisolated public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// The view in an ``EquatableView``.
    nonisolated public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

extension View {
    /// Pads the view by the scene's margins: 16 points on a phone's
    /// edges (the standard padding, which iOS uses for scene padding).
    ///
    /// - Parameter edges: The edges.
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 16)
    }
}
