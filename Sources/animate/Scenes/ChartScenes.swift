import AnimationExamples
import AnimationRender
import Foundation
import SwiftAnimation

// Seed 003: lines and a line chart whose values animate (the shapes are
// AnimationExamples').

private struct Charts: View {
    @State private var coordinate: CGFloat = 0
    @State private var point = CGPoint.zero
    @State private var vector: AnimatableVector = .zero

    var body: some View {
        HStack(spacing: 16) {
            Line1(coordinate: coordinate).stroke(Color.red, lineWidth: 2).frame(width: 80, height: 100)
            Line2(x: point.x, y: point.y).stroke(Color.blue, lineWidth: 2).frame(width: 80, height: 100)
            LineChart(vector: vector).stroke(Color.green, lineWidth: 2).frame(width: 100, height: 100)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever()) {
                coordinate = 100
                point = CGPoint(x: 80, y: 40)
            }
            withAnimation(.smooth(duration: 1.2)) { vector = [50, 100, 75, 100, 30, 80] }
        }
    }
}

// Seed 000: an ADSR envelope drawn as a shape; its attack animates on a log
// scale between two presets.

private struct Envelope: Shape {
    var attackMs: Double
    var decay: Double
    var sustain: Double
    var release: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(log(attackMs / 2) / log(30_000), AnimatablePair(decay, AnimatablePair(sustain, release))) }
        set {
            attackMs = 2 * exp(newValue.first * log(30_000))
            decay = newValue.second.first
            sustain = newValue.second.second.first
            release = newValue.second.second.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let unit = rect.width / 4
        let attackX = rect.minX + unit * CGFloat(log(attackMs / 2) / log(30_000)) * 1.5
        let decayX = attackX + unit * CGFloat(decay)
        let sustainY = rect.maxY - rect.height * CGFloat(sustain)
        let releaseX = rect.maxX - unit * CGFloat(release)
        return Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: attackX, y: rect.minY))
            path.addLine(to: CGPoint(x: decayX, y: sustainY))
            path.addLine(to: CGPoint(x: releaseX, y: sustainY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        }
    }
}

private struct Synth: View {
    @State private var pluck = true
    var body: some View {
        VStack(spacing: 12) {
            Envelope(
                attackMs: pluck ? 2 : 2_000, decay: pluck ? 0.3 : 0.8,
                sustain: pluck ? 0.2 : 0.7, release: pluck ? 0.4 : 1
            )
            .stroke(Color.purple, lineWidth: 3)
            .frame(width: 260, height: 120)
            Text(pluck ? "pluck: attack 2 ms" : "pad: attack 2 s")
        }
        .onTapGesture { withAnimation(.smooth(duration: 1)) { pluck.toggle() } }
    }
}

extension Scenes {
    static let lineChart = Scene(
        name: "line-chart", title: "Lines and a line chart (seed 003)",
        summary: "A line on CGFloat, a line on AnimatablePair, repeating forever, and a line chart whose six values animate as one AnimatableVector.",
        duration: 2.4,
        makeHost: { ViewHost(Charts(), size: $0) })

    static let adsr = Scene(
        name: "adsr", title: "ADSR envelope (seed 000)",
        summary:
            "The envelope animates between a pluck (attack 2 ms) and a pad (attack 2 s); the attack moves on a log scale, so halfway is 63 ms, not 1 s.",
        duration: 2.6,
        events: [.tap(at: 0.2, CGPoint(x: 160, y: 120)), .tap(at: 1.4, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(Synth(), size: $0) })
}
