import SwiftUI

// An Animatable shape: its phase and amplitude animate together.
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
        for x in stride(from: rect.minX, through: rect.maxX, by: 4) {
            let angle = (x / rect.width) * 2 * .pi + phase
            let point = CGPoint(x: x, y: rect.midY + sin(angle) * amplitude)
            if x == rect.minX {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

struct WaveView: View {
    @State private var calm = true

    var body: some View {
        VStack(spacing: 20) {
            Wave(phase: calm ? 0 : .pi, amplitude: calm ? 5 : 40)
                .stroke(Color.teal, lineWidth: 3)
                .frame(height: 120)
            Text(calm ? "Calm" : "Storm")
        }
        .padding()
        .onTapGesture {
            withAnimation(.easeInOut(duration: 1.2)) {
                calm.toggle()
            }
        }
    }
}

#Preview("Wave") {
    WaveView()
}
