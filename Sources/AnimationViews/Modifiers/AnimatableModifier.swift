import AnimationCore
import AnimationRuntime

/// A modifier that animates its ``/AnimationCore/Animatable/animatableData``: its body
/// re-runs every frame with interpolated data. (Deprecated in SwiftUI's 27
/// SDKs in favor of a `ViewModifier` that conforms to `Animatable`, which
/// works here too.)
public protocol AnimatableModifier: Animatable, ViewModifier {}
