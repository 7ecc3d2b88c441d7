import AnimationCore
import Foundation

/// Whether a scroll view shows its indicators, as in SwiftUI.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    /// The platform's choice (shown while scrolling on iOS).
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden (shown only where the platform insists).
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// Whether a scroll view bounces past its content's edges, as in SwiftUI.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice (always on iOS).
    public static let automatic = ScrollBounceBehavior(kind: 0)
    /// Always bounces.
    public static let always = ScrollBounceBehavior(kind: 1)
    /// Bounces only when the content is larger than the viewport.
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// Where content margins apply, as in SwiftUI.
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(kind: 0)
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    /// The scroll view's indicators (not drawn headlessly).
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

/// What the scroll views in a view take from its modifiers.
struct ScrollViewOptions: Equatable, Sendable {
    var indicators: [Axis: ScrollIndicatorVisibility] = [:]
    var isScrollDisabled = false
    var isClipDisabled = false
    var bounce = ScrollBounceBehavior.automatic
    /// Insets of the scroll content (`contentMargins`).
    var contentMargins = EdgeInsets()
    /// Anchors by role (`defaultScrollAnchor`).
    var anchors = ScrollAnchors()
}

private struct ScrollViewOptionsKey: EnvironmentKey {
    static var defaultValue: ScrollViewOptions { ScrollViewOptions() }
}

extension EnvironmentValues {
    var scrollViewOptions: ScrollViewOptions {
        get { self[ScrollViewOptionsKey.self] }
        set { self[ScrollViewOptionsKey.self] = newValue }
    }

    /// Whether the scroll views in the view scroll (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { !scrollViewOptions.isScrollDisabled }
        set { scrollViewOptions.isScrollDisabled = !newValue }
    }

    /// The vertical indicators' visibility (`scrollIndicators(_:axes:)`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollViewOptions.indicators[.vertical] ?? .automatic }
        set { scrollViewOptions.indicators[.vertical] = newValue }
    }

    /// The horizontal indicators' visibility.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollViewOptions.indicators[.horizontal] ?? .automatic }
        set { scrollViewOptions.indicators[.horizontal] = newValue }
    }
}

extension View {
    /// Sets whether the scroll views in the view show indicators. The
    /// headless host draws no indicators (see "Differences from
    /// SwiftUI"); the visibility is kept in the environment
    /// (``AnimationCore/EnvironmentValues/verticalScrollIndicatorVisibility``).
    ///
    /// - Parameters:
    ///   - visibility: The visibility.
    ///   - axes: The axes it applies to (both by default).
    /// - Returns: The view.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollViewOptions) { options in
            if axes.contains(.vertical) { options.indicators[.vertical] = visibility }
            if axes.contains(.horizontal) { options.indicators[.horizontal] = visibility }
        }
    }

    /// Stops the scroll views in the view from scrolling by drags (a
    /// `ScrollViewReader` still scrolls them).
    ///
    /// - Parameter disabled: Whether scrolling is off.
    /// - Returns: The view.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.scrollViewOptions) { $0.isScrollDisabled = $0.isScrollDisabled || disabled }
    }

    /// Lets the content of the scroll views in the view draw outside their
    /// frames (it still takes no hits there).
    ///
    /// - Parameter disabled: Whether the clip is off.
    /// - Returns: The view.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.scrollViewOptions) { $0.isClipDisabled = disabled }
    }

    /// Sets whether the scroll views in the view bounce at their edges. The
    /// headless scroll view does not bounce: a drag stops at the content's
    /// edge whatever the behavior (see "Differences from SwiftUI").
    ///
    /// - Parameters:
    ///   - behavior: The behavior.
    ///   - axes: The axes it applies to.
    /// - Returns: The view.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.scrollViewOptions) { $0.bounce = behavior }
    }

    /// Insets the content of the scroll views in the view by a length on
    /// some edges (the content scrolls within the margins).
    ///
    /// - Parameters:
    ///   - edges: The edges (all by default).
    ///   - length: The margin (not finite or negative: 0).
    ///   - placement: What the margin applies to.
    /// - Returns: The view.
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        let margin = length.map { $0.isFinite ? max($0, 0) : 0 } ?? 16
        return contentMargins(
            EdgeInsets(
                top: edges.contains(.top) ? margin : 0, leading: edges.contains(.leading) ? margin : 0,
                bottom: edges.contains(.bottom) ? margin : 0, trailing: edges.contains(.trailing) ? margin : 0),
            for: placement)
    }

    /// Insets the content of the scroll views in the view by a length on
    /// every edge.
    ///
    /// - Parameters:
    ///   - length: The margin (not finite or negative: 0).
    ///   - placement: What the margin applies to.
    /// - Returns: The view.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Insets the content of the scroll views in the view.
    ///
    /// - Parameters:
    ///   - insets: The insets.
    ///   - placement: What they apply to (indicators are not drawn).
    /// - Returns: The view.
    nonisolated public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollViewOptions) { options in
            guard placement != .scrollIndicators else { return }
            func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            options.contentMargins = EdgeInsets(
                top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        }
    }
}
