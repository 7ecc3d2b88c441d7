import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

// Seed 003: a line chart whose values animate through AnimatableVector.
private struct LineChart: Shape {
    var vector: AnimatableVector

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let step = rect.width / CGFloat(max(vector.count, 1))
            var x = step
            path.move(to: .zero)
            for value in vector.values {
                path.addLine(to: CGPoint(x: x, y: CGFloat(value)))
                x += step
            }
        }
    }
}

private struct Chart: View {
    @State private var vector: AnimatableVector = .zero
    var body: some View {
        LineChart(vector: vector)
            .stroke(Color.red)
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { vector = [50, 100, 75, 100] } }
    }
}

// Seed 002: an Animatable view whose body runs every frame (the podium orbit).
private struct Orbit: View, Animatable {
    var angle: Double
    let log: Log

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    var body: some View {
        log.values.append(angle)
        return Circle()
            .frame(width: 10, height: 10)
            .offset(x: 50 * cos(angle), y: 50 * sin(angle))
    }
}

private struct Podium: View {
    @State private var angle = 0.0
    let log: Log
    var body: some View {
        Orbit(angle: angle, log: log)
            .frame(width: 120, height: 120)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { angle = .pi } }
    }
}

/// Two siblings with their own state, under a parent that counts its bodies.
private struct Counter: View {
    let name: String
    let log: Log
    @State private var count = 0
    var body: some View {
        log.entries.append(name)
        return Color.gray.frame(width: 50, height: 50).opacity(count == 0 ? 1 : 0.5).onTapGesture { count += 1 }
    }
}

private struct Siblings: View {
    let log: Log
    var body: some View {
        log.entries.append("parent")
        return HStack(spacing: 0) {
            Counter(name: "left", log: log)
            Counter(name: "right", log: log)
        }
    }
}

@MainActor
@Suite("Update model")
struct UpdateModelTests {
    @Test func lineChartVectorAnimates() throws {
        let host = ViewHost(Chart(), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        guard case .shape(let path, _, let stroke)? = host.displayList.first(where: { $0.content != nil })?.content else {
            Issue.record("no shape")
            return
        }
        #expect(stroke != nil)
        let points = path.elements.compactMap { element -> CGPoint? in
            if case .line(let point) = element { return point } else { return nil }
        }
        #expect(points.map(\.y) == [25, 50, 37.5, 50])
        host.advance(by: 1)
        #expect(!host.isAnimating)
    }

    @Test func animatableViewBodyRunsEveryFrameWithMonotoneValues() {
        let log = Log()
        let host = ViewHost(Podium(log: log), size: CGSize(width: 200, height: 200))
        #expect(log.values == [0])
        host.tap(at: CGPoint(x: 100, y: 100))
        let before = log.values.count
        host.advance(by: 0.5)
        let perFrame = Array(log.values[before...])
        #expect(perFrame.count >= 30)   // at least once per frame
        #expect(zip(perFrame, perFrame.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(perFrame.last == .pi)
        // The orbiting circle moved along the arc.
        let circle = host.displayList.first { if case .shape = $0.content { return true } else { return false } }
        #expect(circle != nil)
    }

    @Test func onlyDirtyBodiesRerun() {
        let log = Log()
        let host = ViewHost(Siblings(log: log), size: CGSize(width: 100, height: 50))
        #expect(log.entries == ["parent", "left", "right"])
        host.tap(at: CGPoint(x: 25, y: 25))   // the left one
        #expect(log.entries == ["parent", "left", "right", "left"])
        host.tap(at: CGPoint(x: 75, y: 25))
        #expect(log.entries == ["parent", "left", "right", "left", "right"])
    }

    @Test func nothingRunsWhileIdle() {
        let host = ViewHost(Chart(), size: CGSize(width: 100, height: 100))
        let bodies = host.bodyEvaluationCount, framesBefore = host.frameCount
        host.advance(by: 10)
        #expect(host.bodyEvaluationCount == bodies)
        #expect(host.frameCount == framesBefore)
        #expect(host.time == 10)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 2)
        let frames = host.frameCount
        #expect(frames > 0 && frames <= 61)
        host.advance(by: 10)
        #expect(host.frameCount == frames)
    }
}
