import SwiftUI

/// A dot that breathes forever once it appears.
struct PulsingDot: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: 40, height: 40)
            .scaleEffect(pulsing ? 1.4 : 0.8)
            .opacity(pulsing ? 0.4 : 1)
            .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
            .onAppear { pulsing = true }
    }
}

#Preview {
    PulsingDot()
}
