import AnimationRuntime
import AnimationViews

/// Seed 004's pet avatar: a tap toggles the selection inside
/// `withAnimation(.bouncy)`, and the image's scale springs from 1 to 1.5.
/// The README shows this view; the tests and the demo use this copy.
public struct Avatar: View {
    @State private var selected = false

    /// Creates the avatar, not selected.
    public init() {}

    /// The image, scaled while selected.
    public var body: some View {
        Image("dog")
            .scaleEffect(selected ? 1.5 : 1.0)
            .onTapGesture {
                withAnimation(.bouncy) {
                    selected.toggle()
                }
            }
    }
}
