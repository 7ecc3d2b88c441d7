import SwiftUI

/// A slice of a pie whose two angles animate together.
struct PieSlice: Shape {
    var start: Angle
    var end: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { .init(start.degrees, end.degrees) }
        set {
            start = .degrees(newValue.first)
            end = .degrees(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct PieView: View {
    @State private var full = false

    var body: some View {
        VStack(spacing: 24) {
            PieSlice(start: .degrees(-90), end: .degrees(full ? 250 : -30))
                .fill(full ? Color.orange : Color.purple)
                .frame(width: 160, height: 160)
            Text(full ? "94%" : "17%")
                .contentTransition(.numericText())
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 1.2)) {
                full.toggle()
            }
        }
    }
}

#Preview("Pie") {
    PieView()
}
