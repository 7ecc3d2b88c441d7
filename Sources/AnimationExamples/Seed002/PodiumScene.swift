import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation

/// Seed 002's scene: the podium's avatar goes round once every 2 seconds,
/// forever, from when it appears.
public struct PodiumScene: View {
    @State private var offset = Angle.zero

    /// Creates the scene.
    public init() {}

    /// The podium, spinning.
    public var body: some View {
        Podium(offset: offset)
            .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { offset = .degrees(360) }
            }
    }
}
