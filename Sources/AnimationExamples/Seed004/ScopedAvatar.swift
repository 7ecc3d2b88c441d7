import AnimationCore
import AnimationViews

/// Seed 004's scoped animations: `.animation(.smooth) { shadow }` and
/// `.animation(.bouncy) { scale }`, each touching only the modifiers in its
/// body.
public struct ScopedAvatar: View {
    @State private var selected = false

    /// Creates the avatar, not selected.
    public init() {}

    /// The image with scoped animations.
    public var body: some View {
        Image("dog")
            .animation(.smooth) { $0.shadow(radius: selected ? 12 : 8) }
            .animation(.bouncy) { $0.scaleEffect(selected ? 1.5 : 1.0) }
            .onTapGesture { selected.toggle() }
    }
}
