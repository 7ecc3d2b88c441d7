import AnimationCore

/// The container whose background a view sets with
/// `containerBackground(_:for:)`, as SwiftUI's (iOS 17).
///
/// The container draws the background behind all of its content, to its
/// own edges: a widget (`.widget`, declared by WidgetKit) draws it under
/// its content margins. The containers of the view layer do not read it
/// yet (`.navigation`, `.tabView`): a view that sets one of theirs warns
/// the host once.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// A placement of a name (for the modules that declare containers).
    package init(name: String) {
        self.name = name
    }

    /// A navigation stack's background (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A tab view's background (iOS 18).
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")

    /// Warns the host once when no container of this host draws the
    /// placement's background.
    nonisolated func warnIfNotDrawn() {
        guard name != "widget" else { return }
        CurrentHost.warn("containerBackground(for: .\(name)): that container does not draw a background on this host yet")
    }
}

/// The backgrounds views set for their containers, by placement (the
/// innermost view's wins).
package struct ContainerBackgroundKey: PreferenceKey {
    /// No backgrounds.
    package static var defaultValue: [ContainerBackgroundPlacement: AnyView] { [:] }

    /// The first (innermost) background of each placement wins.
    package static func reduce(
        value: inout [ContainerBackgroundPlacement: AnyView], nextValue: () -> [ContainerBackgroundPlacement: AnyView]
    ) {
        value.merge(nextValue()) { current, _ in current }
    }
}

extension View {
    /// Sets the background of the container the view is in, drawn by the
    /// container behind all of its content.
    ///
    /// - Parameters:
    ///   - style: The background's style.
    ///   - container: The container (`.widget` in a widget).
    /// - Returns: The view, which tells its container.
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        container.warnIfNotDrawn()
        return preference(key: ContainerBackgroundKey.self, value: [container: AnyView(Rectangle().fill(style))])
    }

    /// Sets the background of the container the view is in to a view.
    ///
    /// - Parameters:
    ///   - container: The container (`.widget` in a widget).
    ///   - alignment: How the background is aligned in the container.
    ///   - content: The background.
    /// - Returns: The view, which tells its container.
    nonisolated public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        container.warnIfNotDrawn()
        let background = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return preference(key: ContainerBackgroundKey.self, value: [container: background])
    }
}
