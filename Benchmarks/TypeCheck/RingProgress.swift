import SwiftUI

struct Ring: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

struct RingProgress: View {
    var progress: Double
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Ring(progress: progress)
                .stroke(
                    AngularGradient(colors: [.purple, .pink, .orange], center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))  // error: style: StrokeStyle(lineWidth: lineWidth, lineCap: .rounded))
            Text(progress, format: .percent.precision(.fractionLength(0)))
                .font(.title.monospacedDigit())
                .fontWeight(.semibold)
        }
        .animation(.easeInOut(duration: 0.8), value: progress)
        .padding(lineWidth / 2)
    }
}

#Preview {
    RingProgress(progress: 0.68)
        .frame(width: 160, height: 160)
}
