import AnimationCore

/// How a view animates a change of its content (rather than its insertion
/// or removal), as in SwiftUI: a `Text` whose string changes in a
/// transaction with an animation cross-fades, or rolls its changed digits.
///
/// Set it with ``AnimationEngine/View/contentTransition(_:)``; it takes effect only in a
/// transaction with an animation. The environment's default is
/// ``opacity``.
///
/// A symbol `Image` whose symbol changes animates only with a symbol
/// effect transition (``symbolEffect(_:options:)``); under the others it
/// changes at once.
///
/// Differences from SwiftUI, which draws real glyphs: ``interpolate``
/// cross-fades (there are no glyph outlines to morph), and the numeric text
/// transition moves and fades each changed character by a line height
/// without SwiftUI's blur.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        case numeric(countsDown: Bool)
        case numericValue(Double)
        case symbolReplace(ReplaceSymbolEffect.Style, speed: Double)
    }

    let kind: Kind

    /// No animation: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)

    /// The old content fades out while the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)

    /// The content's parts interpolate where they can; here, a cross-fade
    /// (see the type's differences from SwiftUI).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// For text that shows numbers: each changed character rolls, the old
    /// one out and the new one in, upwards (downwards when `countsDown`);
    /// unchanged characters stay. Characters are matched from the right, so
    /// digits keep their place value.
    ///
    /// - Parameter countsDown: Whether the numbers count down.
    /// - Returns: The transition.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// For text that shows a number: as ``numericText(countsDown:)``, the
    /// direction following whether `value` went down or up since the text
    /// last changed.
    ///
    /// - Parameter value: The number the text shows.
    /// - Returns: The transition.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
    /// How views in this environment animate changes of their content;
    /// ``ContentTransition/opacity`` by default.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How the view (and the views inside it) animate changes of their
    /// content in a transaction with an animation.
    ///
    /// ```swift
    /// Text("\(score)")
    ///     .contentTransition(.numericText(value: Double(score)))
    /// ```
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
