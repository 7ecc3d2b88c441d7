import AnimationExamples
import AnimationRender
import Foundation
import SwiftAnimation

// Seed 001: a pausable animation (AnimationExamples), driven by an
// environment value and AnimationState.

private struct Pausable: View {
    @State private var moved = false
    @State private var paused = false
    var body: some View {
        VStack(spacing: 20) {
            Circle().fill(Color.orange).frame(width: 30, height: 30).offset(x: moved ? 120 : -120)
            Text(paused ? "paused: tap to resume" : "running: tap to pause").padding(6)
                .onTapGesture { paused.toggle() }
        }
        .environment(\.animationPaused, paused)
        .onAppear {
            withAnimation(Animation(PausableAnimation(base: .easeInOut(duration: 2)))) { moved = true }
        }
    }
}

// Seed 001: a retargeting animation (AnimationExamples) that keeps a
// secondary animation's state across merges.

private struct Retargeting: View {
    @State private var target = 0
    let targets: [CGFloat] = [-120, 110, -40, 80]
    var body: some View {
        Circle().fill(Color.teal).frame(width: 30, height: 30)
            .offset(x: targets[target % targets.count])
            .frame(width: 320, height: 240)
            .onTapGesture {
                withAnimation(Animation(TargetAnimation(base: .smooth, secondary: .linear(duration: 0.3)))) { target += 1 }
            }
    }
}

private struct Breathing: View {
    @State private var big = false
    var body: some View {
        RoundedRectangle(cornerRadius: big ? 40 : 8)
            .fill(big ? Color.pink : Color.indigo)
            .frame(width: big ? 160 : 80, height: 80)
            .rotationEffect(.degrees(big ? 20 : -20))
            .onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) { big = true } }
    }
}

extension Scenes {
    static let podium = Scene(
        name: "podium", title: "Podium orbit (seed 002)",
        summary:
            "An Animatable view: its angle animates, and its body runs every frame with the interpolated angle, so the avatar moves along the ellipse instead of straight across.",
        makeHost: { ViewHost(PodiumScene(), size: $0) })

    static let pausable = Scene(
        name: "pausable", title: "A pausable animation (seed 001)",
        summary:
            "A CustomAnimation reads a paused flag from the environment and keeps its pause time in AnimationState; the text pauses and resumes it.",
        duration: 3,
        events: [.tap(at: 0.7, CGPoint(x: 160, y: 145)), .tap(at: 1.4, CGPoint(x: 160, y: 145))],
        makeHost: { ViewHost(Pausable(), size: $0) })

    static let retargeting = Scene(
        name: "retargeting", title: "A retargeting animation (seed 001)",
        summary:
            "Each tap retargets a spring whose target itself moves there with a secondary linear animation; the secondary state survives merges.",
        duration: 2.4,
        events: [0.2, 0.5, 0.8, 1.3].map { ScriptedEvent.tap(at: $0, CGPoint(x: 160, y: 120)) },
        makeHost: { ViewHost(Retargeting(), size: $0) })

    static let repeatForever = Scene(
        name: "repeat-forever", title: "repeatForever(autoreverses: true)",
        summary:
            "Corner radius, fill color, frame width and rotation breathe with .easeInOut(duration: 0.6).repeatForever(); every pass starts exactly where the last one ended.",
        duration: 2.4,
        makeHost: { ViewHost(Breathing(), size: $0) })
}
