import AnimationRender
import SwiftAnimation

/// A button whose style springs its scale while pressed.
private struct SpringyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Color.blue.gradient, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.85 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: configuration.isPressed)
    }
}

/// A pressable button, a switch and a slider that moves and recolours a
/// shape.
private struct Controls: View {
    @State private var taps = 0
    @State private var glowing = false
    @State private var hue = 0.2

    var body: some View {
        VStack(spacing: 14) {
            Button("Pressed \(taps)×") { taps += 1 }
                .buttonStyle(SpringyStyle())
            Toggle("Glow", isOn: $glowing)
                .frame(width: 220)
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(hue: hue, saturation: 0.75, brightness: 0.95))
                .frame(width: 36, height: 36)
                .shadow(color: .yellow.opacity(glowing ? 0.9 : 0), radius: glowing ? 10 : 0)
                .offset(x: (hue - 0.5) * 180)
            Slider(value: $hue)
                .frame(width: 220)
        }
        .animation(.easeInOut, value: glowing)
    }
}

extension Scenes {
    static let controls = Scene(
        name: "controls", title: "Controls: press, switch, drag",
        summary:
            "A ButtonStyle that springs its scale while the pointer is down (configuration.isPressed) and acts on release; a Toggle whose switch slides its knob; a Slider dragged along its track that moves and recolours a shape.",
        duration: 4,
        events: [
            .press(at: 0.3, CGPoint(x: 160, y: 51)), .release(at: 0.9, CGPoint(x: 160, y: 51)),
            .tap(at: 1.3, CGPoint(x: 254, y: 103)),
            .press(at: 2.0, CGPoint(x: 80, y: 196)), .move(at: 2.4, to: CGPoint(x: 160, y: 196)),
            .move(at: 2.8, to: CGPoint(x: 240, y: 196)), .release(at: 3.1, CGPoint(x: 240, y: 196))
        ],
        makeHost: { ViewHost(Controls(), size: $0) })
}
