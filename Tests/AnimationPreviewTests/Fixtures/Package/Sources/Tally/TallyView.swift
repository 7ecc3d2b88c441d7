import SwiftUI

struct TallyView: View {
    @EnvironmentObject var model: TallyModel
    @State private var pressed = false

    var body: some View {
        VStack(spacing: 12) {
            Text("\(model.count)")
                .font(.largeTitle)
                .scaleEffect(pressed ? 1.4 : 1)
            Text(model.label)
            Button("Add") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                    model.increment()
                    pressed.toggle()
                }
            }
        }
        .padding()
    }
}

struct TallyBadge: View {
    @Binding var count: Int

    var body: some View {
        Text("\(count)")
            .padding(8)
            .background(Capsule().fill(Color.orange))
            .onTapGesture { count += 1 }
    }
}

#Preview("Tally") {
    TallyView()
        .environmentObject(TallyModel(count: 3))
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 7
    TallyBadge(count: $count)
}

struct TallyView_Previews: PreviewProvider {
    static var previews: some View {
        TallyView()
            .environmentObject(TallyModel(count: 42))
            .previewDisplayName("Forty-two")
    }
}
