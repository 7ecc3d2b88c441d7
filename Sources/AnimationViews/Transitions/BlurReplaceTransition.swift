import Foundation

/// Fades, blurs and scales the view in and out: a replacement that looks
/// like a cross-fade through blur.
public struct BlurReplaceTransition: Sendable {
    /// How the scale changes.
    public struct Configuration: Equatable, Sendable {
        fileprivate let upUp: Bool

        /// Scales up on insertion and down on removal.
        public static let downUp = Configuration(upUp: false)
        /// Scales up on insertion and up on removal.
        public static let upUp = Configuration(upUp: true)
    }

    /// How the scale changes.
    public var configuration: Configuration

    /// Creates the transition.
    ///
    /// - Parameter configuration: How the scale changes.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }
}

extension BlurReplaceTransition: Transition {
    /// The content at scale 0.9 (1.1 after an `upUp` removal), blurred by 7
    /// points and transparent outside the identity phase (SwiftUI's values,
    /// as OpenSwiftUI reads them).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat =
            switch phase {
            case .identity: 1
            case .willAppear: 0.9
            case .didDisappear: configuration.upUp ? 1.1 : 0.9
            }
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 7)
            .scaleEffect(scale)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Fades, blurs and scales the view in and out.
    ///
    /// - Parameter configuration: How the scale changes; `.downUp` by
    ///   default.
    /// - Returns: The transition.
    nonisolated public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }

    /// Fades, blurs and scales the view in and out (`.downUp`).
    nonisolated public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}
