import AnimationCore
import AnimationRuntime
import Foundation

/// The bar: a track and its tinted fill, scaled to the fraction (so a
/// change in an animated transaction animates).
struct ProgressBar: View {
    var fraction: Double
    var tint: Color?

    var body: some View {
        Capsule()
            .fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
            .frame(height: 4)
            .overlay(alignment: .leading) {
                if let tint {
                    Capsule().fill(tint).scaleEffect(x: fraction, y: 1, anchor: .leading)
                } else {
                    Capsule().fill(.tint).scaleEffect(x: fraction, y: 1, anchor: .leading)
                }
            }
    }
}

/// The spinner: eight bars that fade behind the leading one, turning.
struct ProgressSpinner: View {
    @State private var turning = false

    var body: some View {
        ZStack {
            ForEach(0..<8) { index in
                Capsule()
                    .fill(Color.gray)
                    .frame(width: 3, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(1 - Double(index) * 0.1)
            }
        }
        .frame(width: 20, height: 20)
        .rotationEffect(.degrees(turning ? 360 : 0))
        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
        .onAppear { turning = true }
    }
}
