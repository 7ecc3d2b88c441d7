// SwiftUI code as tutorials and sample apps write it, compiled in Swift 5
// language mode against this package (`import SwiftAnimation` in place of
// `import SwiftUI`). This file must compile with at most the warnings
// SwiftUI gives for the same code (see ExpectedWarnings.txt).

import Foundation
import SwiftAnimation

/// A view method writes the view's state (View is main-actor isolated).
struct PulsingHeart: View {
    @State private var isAnimating = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .scaleEffect(isAnimating ? 1.2 : 1.0)
            .animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true), value: isAnimating)
            .onAppear {
                startAnimating()
            }
    }

    func startAnimating() {
        isAnimating = true
    }
}

/// A timer's closure writes state.
struct TimerCounter: View {
    @State var count = 0

    var body: some View {
        Text("\(count)")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
                    count += 1
                    if count == 3 {
                        timer.invalidate()
                    }
                }
            }
    }
}

/// A delayed dispatch writes state inside withAnimation.
struct DelayedReveal: View {
    @State private var revealed = false

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 20)
            .opacity(revealed ? 1 : 0)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                    withAnimation(.easeIn(duration: 0.2)) {
                        revealed = true
                    }
                }
            }
    }
}

/// A Task started on appear writes state when it resumes.
struct TaskLoader: View {
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "Loaded" : "Loading…")
            .onAppear {
                Task {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    loaded = true
                }
            }
    }
}

/// A shape with animatable data, used from a view.
struct Wave: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 5) {
            let y = rect.midY + amplitude * sin(Double(x) / 20 + phase)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

struct WaveView: View {
    @State private var phase = 0.0

    var body: some View {
        Wave(phase: phase, amplitude: 10)
            .stroke(Color.blue, lineWidth: 2)
            .frame(width: 200, height: 50)
            .onTapGesture {
                withAnimation(.linear(duration: 1)) {
                    phase = .pi * 2
                }
            }
    }
}

/// An Animatable view, written without `nonisolated` (Swift 5 mode
/// accepts it, as with SwiftUI).
struct Counter: View, Animatable {
    var number: Double

    var animatableData: Double {
        get { number }
        set { number = newValue }
    }

    var body: some View {
        Text("\(Int(number))")
    }
}

struct CounterScreen: View {
    @State private var number = 0.0

    var body: some View {
        VStack(spacing: 20) {
            Counter(number: number)
            Text("Count up")
                .padding()
                .onTapGesture {
                    withAnimation(.easeOut(duration: 1)) {
                        number = 100
                    }
                }
        }
    }
}

/// An AnimatableModifier, as older tutorials write it.
struct ShakeEffect: AnimatableModifier {
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 10)
    }
}

struct ShakingField: View {
    @State private var attempts = 0

    var body: some View {
        Text("Password")
            .modifier(ShakeEffect(shakes: CGFloat(attempts)))
            .onTapGesture {
                withAnimation(.default) {
                    attempts += 1
                }
            }
    }
}

/// A completion handler that starts the next animation.
struct Sequenced: View {
    @State private var offset: CGFloat = 0
    @State private var faded = false

    var body: some View {
        Circle()
            .frame(width: 20, height: 20)
            .offset(x: offset)
            .opacity(faded ? 0.3 : 1)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.3)) {
                    offset = 100
                } completion: {
                    withAnimation {
                        faded = true
                    }
                }
            }
    }
}

/// A helper type outside any view, building views without isolation.
enum Badges {
    static func badge(_ text: String) -> some View {
        Text(text)
            .padding(4)
            .opacity(0.9)
    }
}

/// A shape that chooses its own height.
struct TagShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: rect.height / 2)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 60, height: 24)
    }
}

// MARK: Transitions, matched geometry and content transitions

extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }
}

/// Details that slide in and out.
struct ShowDetails: View {
    @State private var showDetails = false

    var body: some View {
        VStack {
            Text("Toggle details")
                .onTapGesture {
                    withAnimation {
                        showDetails.toggle()
                    }
                }

            if showDetails {
                Text("Details go here.")
                    .transition(.moveAndFade)
            }
        }
    }
}

/// A custom transition written with the Transition protocol.
struct BlurFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : 10)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

struct Toast: View {
    @State private var isPresented = false

    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        isPresented.toggle()
                    }
                }
            if isPresented {
                Text("Saved")
                    .padding()
                    .transition(BlurFade())
            }
        }
    }
}

/// A shape that moves between two places with matchedGeometryEffect.
struct FlipShape: View {
    @Namespace var namespace
    @State var isFlipped = false

    var body: some View {
        VStack {
            if isFlipped {
                Circle()
                    .fill(Color.red)
                    .matchedGeometryEffect(id: "Shape", in: namespace)
                    .frame(width: 44, height: 44)
            } else {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .matchedGeometryEffect(id: "Shape", in: namespace)
                    .frame(width: 120, height: 80)
            }
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                isFlipped.toggle()
            }
        }
    }
}

/// A score whose digits roll.
struct ScoreCounter: View {
    @State private var score = 9

    var body: some View {
        Text("\(score)")
            .contentTransition(.numericText())
            .animation(.default, value: score)
            .onTapGesture {
                score += 1
            }
    }
}

/// A title that slides out when it changes.
struct ChangingTitle: View {
    @State private var index = 0
    let titles = ["One", "Two", "Three"]

    var body: some View {
        Text(titles[index])
            .id(index)
            .transition(.push(from: .bottom))
            .onTapGesture {
                withAnimation(.easeInOut) {
                    index = (index + 1) % titles.count
                }
            }
    }
}

/// A badge that grows with the old, unscoped implicit animation (deprecated
/// in iOS 15, everywhere in tutorials before it).
struct GrowingBadge: View {
    @State var big = false

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .scaleEffect(big ? 2 : 1)
            .animation(.linear(duration: 1))
            .onTapGesture {
                self.big.toggle()
            }
    }
}

/// An Equatable view that animates when it changes.
struct Meter: View, Equatable {
    var level: Double

    var body: some View {
        Rectangle()
            .frame(width: 100, height: 10)
            .scaleEffect(x: level, y: 1, anchor: .leading)
    }
}

struct MeterScreen: View {
    @State private var level = 0.2

    var body: some View {
        Meter(level: level)
            .animation(.easeIn(duration: 0.5))
            .onTapGesture { level = 1 }
    }
}

struct GrowingBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GrowingBadge()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Badge")
            MeterScreen()
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

struct BadgeApp: App {
    var body: some Scene {
        WindowGroup {
            GrowingBadge()
        }
    }
}
