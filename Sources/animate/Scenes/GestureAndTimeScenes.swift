import AnimationRender
import Foundation
import SwiftAnimation

/// A card that follows a drag and springs home when released, keeping the
/// drag's speed.
private struct DraggedCard: View {
    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 120, height: 80)
            .overlay(Text(isDragging ? "Dragging" : "Drag me").font(.headline).foregroundStyle(.white))
            .scaleEffect(isDragging ? 1.1 : 1)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in
                        withAnimation(.spring(response: 0.55, dampingFraction: 0.55)) { offset = .zero }
                    }
            )
            .animation(.easeOut(duration: 0.15), value: isDragging)
    }
}

/// Sparks rising from the bottom, drawn in one canvas each frame of a
/// timeline.
private struct ParticleFountain: View {
    private static let start = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSince(Self.start)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.05, green: 0.05, blue: 0.15)))
                context.blendMode = .plusLighter
                for index in 0..<60 {
                    // Each spark has its own phase, speed and drift.
                    let seed = Double(index)
                    let life = (t * (0.35 + 0.2 * sin(seed * 12.9898)) + seed / 60).truncatingRemainder(dividingBy: 1)
                    let x = size.width / 2 + CGFloat(sin(seed * 78.233) * 90 * life) + CGFloat(sin(t * 3 + seed) * 6)
                    let y = size.height - CGFloat(life) * (size.height - 20)
                    let radius = CGFloat(2 + 4 * (1 - life))
                    var spark = context
                    spark.opacity = 1 - life
                    spark.addFilter(.blur(radius: 1))
                    spark.fill(
                        Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2)),
                        with: .color(Color(hue: 0.08 + 0.1 * life, saturation: 0.9, brightness: 1)))
                }
                context.blendMode = .normal
                context.draw(
                    Text("TimelineView + Canvas").font(.caption).foregroundColor(.white),
                    at: CGPoint(x: size.width / 2, y: 14))
            }
        }
    }
}

/// A loader driven by a timer publisher: each tick advances the progress.
private struct TimerLoader: View {
    @State private var progress = 0.0
    private let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%").font(.title2).monospacedDigit()
            }
            .frame(width: 120, height: 120)
            Text(progress >= 1 ? "Done" : "Loading…").font(.headline)
        }
        .onReceive(timer) { _ in
            guard progress < 1 else { return }
            withAnimation(.easeInOut(duration: 0.2)) { progress = min(1, progress + 0.125) }
        }
    }
}

extension Scenes {
    static let draggedCard = Scene(
        name: "dragged-card", title: "A drag released into a spring",
        summary:
            "A DragGesture moves the card (a scripted drag of 0.3 s); on release, withAnimation(.spring) sends it home. The changes made while dragging track velocity, so the spring sets off at the finger's speed: the card overshoots past home before it settles.",
        duration: 2.4,
        events: ScriptedEvent.drag(at: 0.3, from: CGPoint(x: 160, y: 120), to: CGPoint(x: 250, y: 180), duration: 0.3),
        makeHost: { ViewHost(DraggedCard(), size: $0) })

    static let particles = Scene(
        name: "particles", title: "A particle fountain: TimelineView and Canvas",
        summary:
            "A TimelineView(.animation) redraws a Canvas every frame; the renderer fills sixty sparks with their own phases, fading and blurred, blended with plusLighter. Every spark is a path in the display list, so the SVG and PNG show exactly what the canvas drew.",
        duration: 2,
        makeHost: { ViewHost(ParticleFountain(), size: $0, startDate: Date(timeIntervalSinceReferenceDate: 0)) })

    static let timerLoader = Scene(
        name: "timer-loader", title: "A loader driven by a Timer",
        summary:
            "Timer.publish(every: 0.25, ...).autoconnect() with onReceive, on the host's clock: each tick animates the ring's trim by an eighth until it is full.",
        duration: 2.6,
        makeHost: { ViewHost(TimerLoader(), size: $0) })
}
