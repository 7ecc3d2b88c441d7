import SwiftUI

struct Spinner: View {
    @State private var turned = false

    var body: some View {
        Rectangle()
            .fill(Color.orange)
            .frame(width: 40, height: 40)
            .rotationEffect(.degrees(turned ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned = true }
            }
    }
}

#Preview("Spinner", traits: .fixedLayout(width: 100, height: 100)) {
    Spinner()
}

#Preview("Trap", traits: .fixedLayout(width: 100, height: 100)) {
    let items: [Int] = []
    return Text("\(items[3])")
}

#Preview("Score card", traits: .fixedLayout(width: 100, height: 100)) {
    Text("the same name")
}
