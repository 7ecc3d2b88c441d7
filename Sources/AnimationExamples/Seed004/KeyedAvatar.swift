import AnimationCore
import AnimationRuntime
import AnimationViews

/// Seed 004's avatar whose animation a transaction key chooses: a tap on the
/// avatar sets ``AvatarTappedKey`` and animates `.bouncy`; the "reset" text
/// changes the same state without the key and animates `.smooth`.
public struct KeyedAvatar: View {
    @State private var selected = false

    /// Creates the avatar, not selected.
    public init() {}

    /// The avatar above a reset button.
    public var body: some View {
        VStack(spacing: 24) {
            Image("dog")
                .scaleEffect(selected ? 1.5 : 1.0)
                .transaction(value: selected) {
                    $0.animation = $0.avatarTapped ? .bouncy : .smooth
                }
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) { selected.toggle() }
                }
            Text("reset").padding(6).onTapGesture { selected = false }
        }
    }
}
