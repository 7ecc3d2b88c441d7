import AnimationRender
import SwiftAnimation

/// A progress ring: a trimmed circle stroked with an angular gradient,
/// turned to start at the top; each tap adds a third.
private struct ProgressRing: View {
    @State private var progress = 0.1

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 18)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(colors: [.teal, .blue, .purple, .pink], center: .center, startAngle: .zero, endAngle: .degrees(360)),
                    style: StrokeStyle(lineWidth: 18, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded()))%")
                .font(.system(size: 30, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: progress))
        }
        .frame(width: 150, height: 150)
        .onTapGesture {
            withAnimation(.spring(duration: 0.8, bounce: 0.2)) {
                progress = progress >= 0.9 ? 0.1 : min(progress + 0.3, 1)
            }
        }
    }
}

/// A card that flips about its vertical axis in perspective.
private struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 18)
                .fill(LinearGradient(colors: [.orange, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay(Text("Front").font(.title).bold().foregroundStyle(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 18)
                .fill(Color.indigo.gradient)
                .overlay(
                    VStack(spacing: 4) {
                        Text("Back").font(.title).bold()
                        Text("rotation3DEffect").font(.caption).monospaced()
                    }
                    .foregroundStyle(.white)
                )
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 200, height: 130)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.spring(response: 0.7, dampingFraction: 0.75)) { flipped.toggle() }
        }
    }
}

/// A badge that glows: a blurred copy behind it pulses, its hue turns, and
/// a highlight blends over it.
private struct GlowingBadge: View {
    @State private var glowing = false

    var body: some View {
        ZStack {
            Capsule()
                .fill(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
                .frame(width: 170, height: 60)
                .blur(radius: glowing ? 18 : 6)
                .opacity(glowing ? 0.9 : 0.4)
            Text("PRO")
                .font(.system(size: 28, weight: .heavy, design: .rounded))
                .kerning(4)
                .foregroundStyle(.white)
                .frame(width: 150, height: 50)
                .background(
                    Capsule().fill(LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing))
                )
                .overlay(
                    Capsule()
                        .fill(LinearGradient(colors: [.white.opacity(0.8), .clear], startPoint: .top, endPoint: .center))
                        .blendMode(.overlay)
                )
                .overlay(Capsule().strokeBorder(.white.opacity(0.6), lineWidth: 2))
                .hueRotation(.degrees(glowing ? 60 : 0))
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { glowing = true }
        }
    }
}

extension Scenes {
    static let progressRing = Scene(
        name: "ring", title: "Drawing: a progress ring",
        summary:
            "Circle().trim(from:to:) stroked with an AngularGradient and round caps, turned −90° to start at the top: each tap springs the trim's end a third further, and the percentage rolls (numericText).",
        duration: 3.4,
        events: [.tap(at: 0.3, CGPoint(x: 160, y: 120)), .tap(at: 1.3, CGPoint(x: 160, y: 120)), .tap(at: 2.3, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(ProgressRing(), size: $0) })

    static let flipCard = Scene(
        name: "flip", title: "Drawing: a card that flips",
        summary:
            "rotation3DEffect about the y axis in perspective (as SwiftUI projects it): a spring turns the card; the front fades out and the back, turned 180° itself, fades in halfway.",
        duration: 3,
        events: [.tap(at: 0.3, CGPoint(x: 160, y: 120)), .tap(at: 1.7, CGPoint(x: 160, y: 120))],
        makeHost: { ViewHost(FlipCard(), size: $0) })

    static let glowingBadge = Scene(
        name: "badge", title: "Drawing: a glowing badge",
        summary:
            "A capsule with a gradient, a blurred copy behind it that pulses forever, a highlight blended with .overlay, a border drawn with strokeBorder, and a hue rotation that swings the colors.",
        duration: 2.5,
        makeHost: { ViewHost(GlowingBadge(), size: $0) })
}
