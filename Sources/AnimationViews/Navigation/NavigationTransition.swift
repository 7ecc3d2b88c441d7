import AnimationCore
import Foundation

/// How a navigation stack shows a pushed view arriving and leaving, as in
/// SwiftUI (iOS 18).
public protocol NavigationTransition: Sendable {
    /// The source the arriving view grows out of, for a zoom.
    var _zoomSource: _MatchedTransitionSourceKey? { get }
}

/// The stack's own transition: the pushed view slides in from the
/// trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {
    /// No source.
    public var _zoomSource: _MatchedTransitionSourceKey? { nil }
}

/// A zoom: the pushed view grows out of the frame of the view marked with
/// ``AnimationEngine/View/matchedTransitionSource(id:in:)`` for the same identity, and
/// shrinks back into it when popped.
///
/// Headlessly the screen's frame moves between the source's frame (where
/// it was when the push began) and its own, stretched as a matched
/// geometry effect stretches; SwiftUI also rounds and clips the zooming
/// screen, and leaves the screen below in place, which here moves a third
/// of the way out as under a push. Without a source on screen it slides
/// as ``AutomaticNavigationTransition`` does.
public struct ZoomNavigationTransition: NavigationTransition {
    let source: _MatchedTransitionSourceKey
    /// The source's identity.
    public var _zoomSource: _MatchedTransitionSourceKey? { source }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The stack's own transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom out of the source marked with the same identity.
    ///
    /// - Parameters:
    ///   - sourceID: The source's identity.
    ///   - namespace: The namespace it is unique in.
    /// - Returns: The transition.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: _MatchedTransitionSourceKey(id: AnyHashable(sourceID), namespace: namespace))
    }
}

/// A transition source's identity in its namespace. (Its identity is
/// `Hashable`, as SwiftUI's API asks; `AnyHashable` cannot say it is
/// `Sendable`.)
public struct _MatchedTransitionSourceKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// The frames of the transition sources in a stack, as anchors.
struct MatchedTransitionSourcesKey: PreferenceKey {
    static var defaultValue: [_MatchedTransitionSourceKey: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [_MatchedTransitionSourceKey: Anchor<CGRect>], nextValue: () -> [_MatchedTransitionSourceKey: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// The zoom sources the screens of a stack ask for, by depth (the first
/// `navigationTransition` in a screen counts).
struct NavigationScreenZoomsKey: PreferenceKey {
    static var defaultValue: [Int: _MatchedTransitionSourceKey] { [:] }
    static func reduce(value: inout [Int: _MatchedTransitionSourceKey], nextValue: () -> [Int: _MatchedTransitionSourceKey]) {
        value.merge(nextValue()) { old, _ in old }
    }
}

extension View {
    /// Asks the navigation stack (or presentation) that shows this view to
    /// show it with a transition: `.zoom(sourceID:in:)` grows it out of
    /// its source.
    ///
    /// - Parameter style: The transition.
    /// - Returns: The view.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(_NavigationTransitionModifier(source: style._zoomSource))
    }

    /// Marks this view as the source a zoom transition of the same
    /// identity grows out of.
    ///
    /// - Parameters:
    ///   - id: The identity.
    ///   - namespace: The namespace it is unique in.
    /// - Returns: The view.
    nonisolated public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        anchorPreference(key: MatchedTransitionSourcesKey.self, value: .bounds) {
            [_MatchedTransitionSourceKey(id: AnyHashable(id), namespace: namespace): $0]
        }
    }
}

/// Tells the stack the zoom source of the screen this view is in.
struct _NavigationTransitionModifier: ViewModifier {
    let source: _MatchedTransitionSourceKey?
    @Environment(\.navigation) private var navigation

    func body(content: Content) -> some View {
        let zooms: [Int: _MatchedTransitionSourceKey] = source.flatMap { source in navigation.map { [$0.depth: source] } } ?? [:]
        return content.preference(key: NavigationScreenZoomsKey.self, value: zooms)
    }
}

/// A stack screen's transition: a slide from the trailing edge, or a zoom
/// out of a source's frame (in the stack's coordinates).
struct _NavigationPushTransition: ViewModifier {
    var progress: CGFloat
    let width: CGFloat
    let zoomFrame: CGRect?

    func body(content: Content) -> some View {
        content.modifier(_NavigationPushEffect(progress: progress, width: width, zoomFrame: zoomFrame))
    }
}

/// The screen moved by the transition's progress (0 arriving or gone, 1
/// shown): from its width to the right, or from the zoom source's frame
/// (in the stack, whose origin is the screen's) to its own.
struct _NavigationPushEffect: DrawingEffect {
    static let label = "navigation transition"
    static let neutral: CGFloat = 1
    let value: CGFloat
    let width: CGFloat
    let zoomFrame: CGRect?

    init(progress: CGFloat, width: CGFloat, zoomFrame: CGRect?) {
        value = progress
        self.width = width
        self.zoomFrame = zoomFrame
    }

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        updateEffect(node, in: context)
        node.updateChild(content, in: context)
    }

    func apply(_ progress: CGFloat, to item: inout DisplayList.Item) {
        let frame = item.frame
        guard let source = zoomFrame, frame.width > 0, frame.height > 0, source.width.isFinite, source.height.isFinite else {
            item.transform = CGAffineTransform(translationX: (1 - progress) * width, y: 0)
            return
        }
        let p = progress
        let zoomed = CGRect(
            x: (frame.minX + source.minX) * (1 - p) + frame.minX * p, y: (frame.minY + source.minY) * (1 - p) + frame.minY * p,
            width: source.width + (frame.width - source.width) * p, height: source.height + (frame.height - source.height) * p)
        item.transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: zoomed.width / frame.width, y: zoomed.height / frame.height))
            .concatenating(CGAffineTransform(translationX: zoomed.minX, y: zoomed.minY))
    }
}
