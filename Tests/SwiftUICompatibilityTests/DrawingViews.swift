// Drawing vocabulary as SwiftUI tutorials write it: text styles, colors
// and gradients, trimmed and stroked shapes, backgrounds, overlays, clips,
// masks, blend modes and 3D rotation. Swift 5 language mode, like Views.swift.

import Foundation
import SwiftAnimation

/// A progress ring: a trimmed circle stroked with an angular gradient,
/// turned to start at the top, with the percentage in the middle.
struct ProgressRing: View {
    @State private var progress: CGFloat = 0.0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 20)
            Circle()
                .trim(from: 0.0, to: progress)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: [.blue, .purple, .pink]), center: .center),
                    style: StrokeStyle(lineWidth: 20, lineCap: .round)
                )
                .rotationEffect(Angle(degrees: -90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 32, weight: .bold, design: .rounded))
                .foregroundColor(.primary)
        }
        .frame(width: 150, height: 150)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 1.0)) {
                progress = 0.75
            }
        }
    }
}

/// A card that flips around its vertical axis.
struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.orange, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay(Text("Front").font(.title).bold().foregroundColor(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.blue.gradient)
                .overlay(
                    Text("Back")
                        .font(.title)
                        .foregroundStyle(.white)
                )
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 200, height: 120)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .onTapGesture {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
                flipped.toggle()
            }
        }
    }
}

/// A badge that glows and cycles its hue.
struct GlowingBadge: View {
    @State private var glow = false

    var body: some View {
        Text("NEW")
            .font(.headline)
            .kerning(2)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(
                Capsule()
                    .fill(LinearGradient(gradient: Gradient(colors: [.purple, .pink]), startPoint: .leading, endPoint: .trailing))
            )
            .overlay(
                Capsule(style: .continuous)
                    .stroke(Color.white.opacity(0.6), lineWidth: 2)
            )
            .foregroundColor(.white)
            .shadow(color: .pink.opacity(glow ? 0.9 : 0.3), radius: glow ? 16 : 4)
            .hueRotation(.degrees(glow ? 45 : 0))
            .blendMode(.screen)
            .onAppear {
                withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                    glow = true
                }
            }
    }
}

/// A profile card in the usual layout vocabulary.
struct ProfileCard: View {
    var name = "Taylor Appleseed"
    var bio = "Designs motion for small screens and writes about springs, curves and the physics of a good tap."

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name)
                .font(.headline)
            Text(bio)
                .font(.caption)
                .foregroundColor(.secondary)
                .lineLimit(2)
                .multilineTextAlignment(.leading)
            Text("Follow").bold() + Text(" · 2.4k").foregroundColor(.gray)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.sRGB, red: 0.95, green: 0.95, blue: 0.97, opacity: 1))
        .cornerRadius(12)
        .border(Color.gray.opacity(0.3), width: 1)
    }
}

/// A shake as a geometry effect, driven by a counter.
struct WiggleEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct WigglingField: View {
    @State private var attempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .strokeBorder(Color.red, lineWidth: 2)
            .frame(width: 200, height: 44)
            .modifier(WiggleEffect(animatableData: CGFloat(attempts)))
            .onTapGesture {
                withAnimation(.default) {
                    attempts += 1
                }
            }
    }
}

/// A shimmer: a gradient mask that slides across.
struct Shimmer: View {
    @State private var phase: CGFloat = -1

    var body: some View {
        Text("Loading…")
            .font(.largeTitle)
            .foregroundStyle(.linearGradient(colors: [.gray, .white, .gray], startPoint: .leading, endPoint: .trailing))
            .mask(
                LinearGradient(
                    gradient: Gradient(stops: [
                        .init(color: .clear, location: 0),
                        .init(color: .black, location: 0.5),
                        .init(color: .clear, location: 1),
                    ]),
                    startPoint: UnitPoint(x: phase, y: 0.5),
                    endPoint: UnitPoint(x: phase + 1, y: 0.5)
                )
            )
            .onAppear {
                withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

/// A dark-mode aware swatch with the semantic levels.
struct Swatches: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        HStack {
            ForEach([Color.mint, .teal, .indigo], id: \.self) { color in
                Circle()
                    .fill(color)
                    .frame(width: 30, height: 30)
            }
            Rectangle()
                .fill(.tertiary)
                .frame(width: 30, height: 30)
            Text(colorScheme == .dark ? "Dark" : "Light")
                .font(.system(.footnote, design: .monospaced))
                .foregroundStyle(.secondary)
        }
        .padding(8)
        .background(.ultraThinFallback, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .tint(.indigo)
    }
}

extension ShapeStyle where Self == Color {
    /// A translucent white, as apps define their own style constants.
    static var ultraThinFallback: Color { Color.white.opacity(0.6) }
}

/// Styles at an opacity, and a gradient view faded as a view.
struct FadedLayers: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                .opacity(0.5)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color("CardBackground"))
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue.opacity(0.3))
                .frame(width: 120, height: 80)
                .background(.background.opacity(0.5), in: RoundedRectangle(cornerRadius: 16))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(.tint.opacity(0.8), lineWidth: 2))
        }
    }
}

/// A sampler of the rest of the drawing vocabulary, the way people write it.
struct DrawingSampler: View {
    @State private var pressed = false
    @State private var useCircle = true

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Image(systemName: "star.fill")
                    .frame(width: 40, height: 40)
                    .background(.ultraThinMaterial)
                    .clipShape(Circle())
                    .grayscale(pressed ? 1 : 0)
                    .saturation(1.2)
                    .contrast(1.1)
                    .brightness(pressed ? -0.1 : 0)
                    .colorMultiply(.yellow)
                Circle()
                    .fill(RadialGradient(colors: [.white, .orange], center: .center, startRadius: 2, endRadius: 30))
                    .frame(width: 50, height: 50)
                    .colorInvert()
                Ellipse()
                    .fill(EllipticalGradient(colors: [.mint, .teal]))
                    .frame(width: 60, height: 40)
                    .compositingGroup()
                    .drawingGroup()
                UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                    .fill(Color(hue: 0.6, saturation: 0.7, brightness: 0.9))
                    .frame(width: 40, height: 40)
                    .zIndex(1)
            }
            Text(verbatim: "Shipping in 2 days")
                .font(.subheadline)
                .fontWeight(.semibold)
                .fontDesign(.serif)
                .textCase(.uppercase)
                .tracking(1.5)
                .underline(true, color: .blue)
                .strikethrough(pressed)
                .lineSpacing(4)
                .truncationMode(.middle)
                .minimumScaleFactor(0.5)
                .lineLimit(1)
            HStack {
                (useCircle ? AnyShape(Circle()) : AnyShape(Rectangle()))
                    .fill(.orange)
                    .frame(width: 30, height: 30)
                Rectangle()
                    .offset(x: 4, y: 4)
                    .rotation(.degrees(15))
                    .stroke(style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2]))
                    .frame(width: 30, height: 30)
                Circle()
                    .stroke(lineWidth: 4)
                    .size(width: pressed ? 30 : 20, height: pressed ? 30 : 20)
                    .frame(width: 30, height: 30)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addArc(tangent1End: CGPoint(x: 30, y: 0), tangent2End: CGPoint(x: 30, y: 30), radius: 10)
                    path.addLine(to: CGPoint(x: 30, y: 30))
                }
                .stroke(Color.purple, lineWidth: 3)
                .frame(width: 30, height: 30)
                Color.pink
                    .frame(width: 30, height: 30)
                    .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 0.8, y: 1)))
                    .transformEffect(CGAffineTransform(rotationAngle: .pi / 12))
            }
        }
        .onTapGesture {
            withAnimation(.easeInOut) {
                pressed.toggle()
                useCircle.toggle()
            }
        }
    }
}

/// A patterned card as tutorials write it: a rounded rectangle filled with
/// a repeated image, a tile of it scaled up, and a canvas that tiles the
/// same image from a point.
struct PatternedCard: View {
    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .fill(ImagePaint(image: Image("checker").interpolation(.none), scale: 5))
                .frame(width: 40, height: 20)
            Capsule()
                .fill(.image(Image("checker"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 2))
                .frame(width: 40, height: 20)
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image("checker"), origin: CGPoint(x: 3, y: 0)))
            }
            .frame(width: 40, height: 20)
        }
    }
}

/// A badge with shadow styles, as iOS 16 tutorials write them: an inset
/// capsule with a drop-shadowed label.
struct EmbossedBadge: View {
    var body: some View {
        Text("New")
            .font(.headline)
            .foregroundStyle(.white.shadow(.drop(color: .black.opacity(0.4), radius: 1, y: 1)))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(.blue.gradient.shadow(.inner(color: .black.opacity(0.3), radius: 3, x: 0, y: 2))))
    }
}

/// A photo faded out by a gradient mask made from a drawing's luminance,
/// as tutorials write it.
struct LuminanceFade: View {
    var body: some View {
        Color.orange
            .frame(width: 100, height: 60)
            .mask {
                LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
                    .luminanceToAlpha()
            }
    }
}
