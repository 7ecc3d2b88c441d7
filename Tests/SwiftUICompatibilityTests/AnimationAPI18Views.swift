import SwiftUI

// iOS 18 and 26 animation API as WWDC sessions and blog posts write it: a
// text that appears glyph by glyph through a TextRenderer transition, an
// animated mesh gradient, a zoom from a grid cell, glass that morphs.

struct EmphasisAttribute: TextAttribute {}

struct AppearanceEffectRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval
    var elementDuration: TimeInterval
    var totalDuration: TimeInterval

    var spring: Spring { .snappy(duration: elementDuration - 0.05, extraBounce: 0.4) }

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    init(elapsedTime: TimeInterval, elementDuration: Double = 0.4, totalDuration: TimeInterval) {
        self.elapsedTime = min(elapsedTime, totalDuration)
        self.elementDuration = min(elementDuration, totalDuration)
        self.totalDuration = totalDuration
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {
            if run[EmphasisAttribute.self] != nil {
                let delay = elementDelay(count: run.count)
                for (index, slice) in run.enumerated() {
                    let timeOffset = TimeInterval(index) * delay
                    let elementTime = max(0, min(elapsedTime - timeOffset, elementDuration))
                    var copy = context
                    draw(slice, at: elementTime, in: &copy)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }

    func draw(_ slice: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        let progress = time / elementDuration
        let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        let blurRadius = slice.typographicBounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)
        let translationY = spring.value(fromValue: -slice.typographicBounds.descent, toValue: 0, initialVelocity: 0, time: time)
        context.translateBy(x: 0, y: translationY)
        context.addFilter(.blur(radius: blurRadius))
        context.opacity = opacity
        context.draw(slice, options: .disablesSubpixelQuantization)
    }

    func elementDelay(count: Int) -> TimeInterval {
        let count = TimeInterval(count)
        let remainingTime = totalDuration - count * elementDuration
        return max(remainingTime / (count + 1), (totalDuration - elementDuration) / count)
    }
}

extension Text.Layout {
    var flattenedRuns: some RandomAccessCollection<Text.Layout.Run> {
        self.flatMap { line in line }
    }
}

struct TextTransition: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        let elapsedTime = phase.isIdentity ? duration : 0
        let renderer = AppearanceEffectRenderer(elapsedTime: elapsedTime, totalDuration: duration)
        content.transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = .linear(duration: duration) }
        } body: { view in
            view.textRenderer(renderer)
        }
    }
}

struct GreetingCard: View {
    @State private var isVisible = false

    var body: some View {
        VStack {
            if isVisible {
                let visualEffects = Text("Visual Effects").customAttribute(EmphasisAttribute()).foregroundStyle(.pink).bold()
                Text("Build \(visualEffects) with SwiftUI 🧑‍💻")
                    .font(.system(.title, design: .rounded, weight: .semibold))
                    .frame(width: 250)
                    .transition(TextTransition())
            }
            Button("Show") { withAnimation { isVisible.toggle() } }
        }
    }
}

struct BreathingMesh: View {
    @State private var appear = false

    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0.0, 0.0], [0.5, 0.0], [1.0, 0.0],
                [0.0, 0.5], appear ? [0.1, 0.5] : [0.8, 0.2], [1.0, 0.5],
                [0.0, 1.0], [0.5, 1.0], [1.0, 1.0],
            ],
            colors: [
                .red, .purple, .indigo,
                .orange, appear ? .white : .cyan, .blue,
                .yellow, .green, .mint,
            ]
        )
        .ignoresSafeArea()
        .onAppear {
            withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) { appear.toggle() }
        }
    }
}

struct ZoomingPhotoGrid: View {
    @Namespace private var namespace
    let colors: [Color] = [.red, .green, .blue, .orange]

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(colors.indices, id: \.self) { index in
                    NavigationLink(value: index) {
                        colors[index].frame(height: 80)
                    }
                    .matchedTransitionSource(id: index, in: namespace)
                }
            }
            .navigationDestination(for: Int.self) { index in
                colors[index]
                    .navigationTitle("Photo \(index)")
                    .navigationTransition(.zoom(sourceID: index, in: namespace))
            }
        }
    }
}

struct MorphingGlassToolbar: View {
    @State private var isExpanded = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 40.0) {
            HStack(spacing: 40.0) {
                Image(systemName: "scribble.variable")
                    .frame(width: 80.0, height: 80.0)
                    .font(.system(size: 36))
                    .glassEffect()
                    .glassEffectID("pencil", in: namespace)
                if isExpanded {
                    Image(systemName: "eraser.fill")
                        .frame(width: 80.0, height: 80.0)
                        .font(.system(size: 36))
                        .glassEffect()
                        .glassEffectID("eraser", in: namespace)
                }
            }
        }
        Button("Toggle") {
            withAnimation { isExpanded.toggle() }
        }
        .buttonStyle(.glass)
    }
}

struct FavoriteToggle: View {
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            Button {
                isFavorite.toggle()
            } label: {
                Label("Favorite", systemImage: "heart")
                    .symbolVariant(isFavorite ? .fill : .none)
            }
            .toolbarVisibility(.hidden, for: .navigationBar)
            .navigationTitle("Hidden title")
        }
    }
}
