import AnimationCore
import AnimationViews

/// Seed 004's avatar with two `.animation` modifiers on one binding: the
/// shadow follows `.smooth`, the scale `.bouncy`.
public struct BoundAvatar: View {
    @Binding var selected: Bool

    /// Creates the avatar.
    ///
    /// - Parameter selected: Whether the avatar is selected.
    public init(selected: Binding<Bool>) {
        _selected = selected
    }

    /// The image with its shadow, each animated its own way.
    public var body: some View {
        Image("dog")
            .shadow(radius: selected ? 12 : 8)
            .animation(.smooth, value: selected)
            .scaleEffect(selected ? 1.5 : 1.0)
            .animation(.bouncy, value: selected)
            .onTapGesture { selected.toggle() }
    }
}
