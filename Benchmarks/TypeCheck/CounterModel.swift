import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var history: [Int] = []

    func increment(by step: Int = 1) {
        count += step
        history.append(count)
    }
}

struct CounterScreen: View {
    @StateObject private var model = CounterModel()
    @State private var step = 1

    var body: some View {
        VStack(spacing: 20) {
            Text("\(model.count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            HStack {
                Button("-") { model.increment(by: -step) }
                    .buttonStyle(.bordered)
                    .disabled(model.count <= 0)
                Button("+") { withAnimation { model.increment(by: step) } }
                    .buttonStyle(.borderedProminent)
            }
            .font(.title)
            Picker("Step", selection: $step) {
                Text("1").tag(1)
                Text("5").tag(5)
                Text("10").tag(10)
            }
            .pickerStyle(.segmented)  // error: .pickerStyle(.segmentedd)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(model.history.indices, id: \.self) { index in
                        Text("\(model.history[index])")
                            .padding(6)
                            .background(Color.blue.opacity(0.1))
                            .cornerRadius(6)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    CounterScreen()
}
