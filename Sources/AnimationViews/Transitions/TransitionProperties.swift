/// What a transition does, for those who adapt it (SwiftUI replaces
/// transitions with motion by a cross-fade when Reduce Motion is on; a
/// headless host has no such setting).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves or resizes the view.
    public var hasMotion: Bool

    /// Creates properties.
    ///
    /// - Parameter hasMotion: Whether the transition moves or resizes the
    ///   view; `true` by default.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }

    /// Properties of two transitions applied together.
    func union(_ other: TransitionProperties) -> TransitionProperties {
        TransitionProperties(hasMotion: hasMotion || other.hasMotion)
    }
}
