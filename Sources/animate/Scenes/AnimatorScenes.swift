import AnimationRender
import Foundation
import SwiftAnimation

// Keyframes: a multi-track animation of scale, rotation and vertical offset.

private struct Jump {
    var scale = 1.0
    var rotation = Angle.zero
    var verticalOffset = 0.0
}

private struct Jumper: View {
    @State private var jumps = 0
    var body: some View {
        Image(systemName: "hare")
            .keyframeAnimator(initialValue: Jump(), trigger: jumps) { content, value in
                content
                    .rotationEffect(value.rotation)
                    .scaleEffect(value.scale)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\Jump.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\Jump.rotation) {
                    CubicKeyframe(Angle.zero, duration: 0.2)
                    CubicKeyframe(Angle.degrees(-18), duration: 0.2)
                    CubicKeyframe(Angle.degrees(18), duration: 0.2)
                    CubicKeyframe(Angle.degrees(-18), duration: 0.2)
                    CubicKeyframe(Angle.zero, duration: 0.2)
                }
                KeyframeTrack(\Jump.verticalOffset) {
                    LinearKeyframe(12.0, duration: 0.12)
                    SpringKeyframe(-60.0, duration: 0.3, spring: .bouncy)
                    CubicKeyframe(-50.0, duration: 0.25)
                    SpringKeyframe(0.0, spring: Spring(duration: 0.4, bounce: 0.4))
                }
            }
            .onTapGesture { jumps += 1 }
    }
}

// Phases: a heart that beats through three phases, forever.

private enum Beat: CaseIterable {
    case rest, swell, pulse

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .swell: 1.3
        case .pulse: 1.1
        }
    }

    var color: Color {
        self == .rest ? .pink : .red
    }
}

private struct Heart: View {
    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .phaseAnimator(Beat.allCases) { content, beat in
                content
                    .foregroundColor(beat.color)
                    .scaleEffect(beat.scale)
                    .shadow(color: beat.color.opacity(0.5), radius: beat == .swell ? 16 : 4)
            } animation: { beat in
                switch beat {
                case .rest: .smooth(duration: 0.5)
                case .swell: .bouncy(duration: 0.35)
                case .pulse: .snappy(duration: 0.25)
                }
            }
    }
}

extension Scenes {
    static let keyframes = Scene(
        name: "keyframes", title: "Keyframes: scale, rotation and a jump",
        summary:
            "A keyframeAnimator with three tracks — scale (linear then springs), rotation (a cubic Catmull-Rom wiggle) and vertical offset (a crouch, a spring up, a landing) — played on each tap; the second tap comes mid-run and the tracks keep their velocity.",
        duration: 3,
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 120)), .tap(at: 1.6, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(Jumper(), size: $0) })

    static let phases = Scene(
        name: "phases", title: "Phases: a beating heart",
        summary:
            "A phaseAnimator cycles rest → swell → pulse forever; each step uses the animation its closure returns for the phase it goes to, and starts when the previous step is logically complete.",
        duration: 3,
        makeHost: { ViewHost(Heart(), size: $0) })
}
