import AnimationViews

/// Seed 004's first avatar: a tap toggles the selection without an
/// animation, so the scale jumps.
public struct UnanimatedAvatar: View {
    @State private var selected = false

    /// Creates the avatar, not selected.
    public init() {}

    /// The image, scaled while selected.
    public var body: some View {
        Image("dog")
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture { selected.toggle() }
    }
}
