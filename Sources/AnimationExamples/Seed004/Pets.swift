import AnimationCore
import AnimationViews

/// Owns the selection that ``BoundAvatar`` binds to.
public struct Pets: View {
    @State private var selected = false

    /// Creates the view, not selected.
    public init() {}

    /// The bound avatar.
    public var body: some View {
        BoundAvatar(selected: $selected)
    }
}
