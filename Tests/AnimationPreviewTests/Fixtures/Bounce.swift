import SwiftUI

struct BounceValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

/// A ball that jumps, squashes and wiggles on each tap: keyframes.
struct BouncingBall: View {
    @State private var jumps = 0

    var body: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: 60, height: 60)
            .keyframeAnimator(initialValue: BounceValues(), trigger: jumps) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.verticalOffset) {
                    SpringKeyframe(-80, duration: 0.3, spring: .snappy)
                    CubicKeyframe(0, duration: 0.3)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.2, duration: 0.2)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(15), duration: 0.15)
                    CubicKeyframe(.degrees(-15), duration: 0.15)
                    CubicKeyframe(.zero, duration: 0.15)
                }
            }
            .onTapGesture { jumps += 1 }
    }
}

#Preview {
    BouncingBall()
}
