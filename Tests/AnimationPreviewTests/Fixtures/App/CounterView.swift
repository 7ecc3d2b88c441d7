import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(count)")
                .contentTransition(.numericText(value: Double(count)))
            Rectangle()
                .fill(Color.green)
                .frame(width: 120, height: 44)
                .onTapGesture {
                    withAnimation(.snappy) { count += 1 }
                }
        }
    }
}

struct Badge: View {
    var body: some View {
        Capsule().fill(Color.purple).frame(width: 60, height: 24)
    }
}
