import OSLog
import SwiftUI
import UniformTypeIdentifiers
import simd

// Apple's frameworks beside SwiftUI, as apps write them: an iOS 26
// `@Animatable` shape and view, simd for a particle's motion, a Logger
// extension with its categories, and the file types a document app takes.

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.Bars"
    static let views = Logger(subsystem: subsystem, category: "views")
}

@Animatable
struct BarShape: Shape {
    var height: CGFloat
    var lean: Float
    @AnimatableIgnored var width: CGFloat
    let label: String
    var area: CGFloat { height * width }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX + CGFloat(lean), y: rect.maxY - height, width: width, height: height))
    }
}

@Animatable
struct CountingLabel: View {
    var value: Double

    var body: some View {
        Text("\(Int(value.rounded()))")
    }
}

struct GrowingBar: View {
    @State private var tall = false

    var body: some View {
        VStack {
            BarShape(height: tall ? 100 : 0, lean: tall ? 10 : 0, width: tall ? 40 : 20, label: "Sales")
                .fill(Color.blue)
                .frame(width: 100, height: 100)
            CountingLabel(value: tall ? 100 : 0)
        }
        .onTapGesture {
            Logger.views.debug("Bar tapped, tall: \(tall, privacy: .public)")
            withAnimation(.linear(duration: 1)) { tall.toggle() }
        }
    }
}

/// A particle that moves by simd's vector functions.
struct Particle {
    var position: SIMD2<Float>
    var velocity: SIMD2<Float>

    mutating func step(towards target: SIMD2<Float>, dt: Float) {
        let direction = simd_normalize(target - position)
        velocity = mix(velocity, direction * 50, t: 0.5)
        position += velocity * dt
        if simd_distance(position, target) < 1 { position = target }
    }
}

struct ParticleDot: View {
    let particle: Particle

    var body: some View {
        Circle()
            .frame(width: 8, height: 8)
            .position(x: CGFloat(particle.position.x), y: CGFloat(particle.position.y))
    }
}

/// The types a document app opens.
enum DocumentTypes {
    static let recipe = UTType(exportedAs: "com.example.bars.recipe", conformingTo: .json)
    static let readable: [UTType] = [.plainText, .pdf, .image, recipe]

    static func accepts(_ url: URL) -> Bool {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
        return readable.contains { type.conforms(to: $0) }
    }
}
