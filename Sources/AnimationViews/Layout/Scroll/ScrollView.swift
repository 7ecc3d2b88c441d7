import AnimationCore
import Foundation

/// A view that shows its content through a viewport the content scrolls
/// in, along one or both axes.
///
/// As in SwiftUI: the scroll view takes the space offered; its content is
/// offered an unlimited length along the scroll axes (it takes its ideal
/// length there; a `GeometryReader` there is 10 points long) and the
/// scroll view's length across them, where it is centered. The content
/// starts at the top (leading) edge and is clipped to the viewport.
///
/// The offset changes by dragging (press, move and release on the host,
/// on content that takes no presses itself), by ``ScrollViewReader``'s
/// `scrollTo` (animated inside `withAnimation`), by `scrollPosition(id:)`,
/// and by the host (``AnimationEngine/ViewHost/scroll(to:scrollView:animation:)``). It is clamped to
/// the content: from 0 to the content's length minus the viewport's.
///
/// Differences from SwiftUI: a drag stops where it is released (no
/// momentum, no bounce past the ends), and no scroll indicators are drawn
/// (`showsIndicators` changes nothing).
public struct ScrollView<Content: View> {
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (none are drawn here).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// Creates a scroll view.
    ///
    /// - Parameters:
    ///   - axes: The axes the content scrolls along; vertical by default.
    ///   - showsIndicators: Whether indicators show while scrolling (none
    ///     are drawn here).
    ///   - content: The content.
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view is primitive.
    public var body: Never { neverBody }
}

extension ScrollView: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let scroll = node.ownPrimitive { ScrollPrimitive(node: node) }
        scroll.setAxes(axes, node: node)
        let options = context.environment.scrollViewOptions
        scroll.installDragging(on: node, enabled: context.environment.isEnabled && !options.isScrollDisabled)
        scroll.setClips(!options.isClipDisabled, node: node)
        scroll.contentMargins = options.contentMargins
        scroll.anchors = options.anchors
        scroll.refresh = axes.contains(.vertical) ? context.environment.refresh : nil
        // The content is a stack's single child: one view, its children
        // overlaid (as SwiftUI's scroll view stacks them vertically when
        // there are several, they are put in a VStack here), inside the
        // content margins. The options are this scroll view's, not nested
        // ones'; so is the position binding.
        var inner = context
        inner.environment.scrollViewOptions = ScrollViewOptions()
        inner.environment.scrollPositionRequest = nil
        if options.contentMargins == EdgeInsets() {
            node.updateChild(VStack(spacing: nil) { content }, in: inner)
        } else {
            node.updateChild(VStack(spacing: nil) { content }.padding(options.contentMargins), in: inner)
        }
        if let request = context.environment.scrollPositionRequest {
            scroll.follow(request, node: node, in: context)
        }
    }
}

extension ScrollView: View {}
