import SwiftAnimation

// Canvases as tutorials write them: a TimelineView that drives a particle
// field, a gauge drawn with text and a gradient, and symbols.

struct ParticleField: View {
    struct Particle {
        var x: Double
        var y: Double
        var speed: Double
    }

    let particles: [Particle] = (0..<12).map { i in
        Particle(x: Double(i) / 12, y: Double(i % 4) / 4, speed: 0.1 + Double(i % 3) * 0.05)
    }
    let start = Date(timeIntervalSinceReferenceDate: 0)

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSince(start)
                for particle in particles {
                    let y = (particle.y + particle.speed * time).truncatingRemainder(dividingBy: 1)
                    let rect = CGRect(x: particle.x * size.width, y: y * size.height, width: 6, height: 6)
                    context.opacity = 1 - y
                    context.fill(Circle().path(in: rect), with: .color(.orange))
                }
            }
        }
        .frame(width: 240, height: 240)
        .background(Color.black)
    }
}

struct GaugeCanvas: View {
    var value: Double

    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 10
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(405), clockwise: false)
            context.stroke(track, with: .color(.gray.opacity(0.3)), style: StrokeStyle(lineWidth: 12, lineCap: .round))

            var progress = Path()
            progress.addArc(center: center, radius: radius, startAngle: .degrees(135),
                            endAngle: .degrees(135 + 270 * value), clockwise: false)
            context.stroke(progress,
                           with: .linearGradient(Gradient(colors: [.green, .yellow, .red]),
                                                 startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
                           style: StrokeStyle(lineWidth: 12, lineCap: .round))

            context.draw(Text("\(Int(value * 100))%").font(.title).bold(), at: center)
        }
        .frame(width: 160, height: 160)
    }
}

struct StarrySky: View {
    var body: some View {
        Canvas { context, size in
            guard let star = context.resolveSymbol(id: 0) else { return }
            for index in 0..<5 {
                var copy = context
                copy.translateBy(x: CGFloat(index) * 30 + 20, y: 40)
                copy.rotate(by: .degrees(Double(index) * 15))
                copy.draw(star, at: .zero)
            }
        } symbols: {
            Image(systemName: "star.fill")
                .foregroundColor(.yellow)
                .tag(0)
        }
        .frame(width: 180, height: 80)
    }
}

struct GooeyBlobs: View {
    @State private var apart = false

    var body: some View {
        Rectangle()
            .fill(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
            .mask {
                Canvas { context, size in
                    context.addFilter(.alphaThreshold(min: 0.5, color: .white))
                    context.addFilter(.blur(radius: 12))
                    context.drawLayer { ctx in
                        for index in [1, 2] {
                            if let blob = context.resolveSymbol(id: index) {
                                ctx.draw(blob, at: CGPoint(x: size.width / 2, y: size.height / 2))
                            }
                        }
                    }
                } symbols: {
                    Circle().frame(width: 80, height: 80).offset(x: apart ? -70 : 0).tag(1)
                    Circle().frame(width: 80, height: 80).offset(x: apart ? 70 : 0).tag(2)
                }
            }
            .frame(width: 300, height: 160)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 1)) { apart.toggle() }
            }
    }
}
