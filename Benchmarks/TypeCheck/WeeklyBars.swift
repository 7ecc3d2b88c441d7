import SwiftUI

struct DayValue: Identifiable {
    var id: String { day }
    let day: String
    let value: Double
}

struct WeeklyBars: View {
    let data: [DayValue]
    @State private var appeared = false

    private var maximum: Double { data.map(\.value).max() ?? 1 }

    var body: some View {
        GeometryReader { geometry in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(data) { item in
                    VStack {
                        Spacer(minLength: 0)
                        RoundedRectangle(cornerRadius: 4)
                            .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .bottom, endPoint: .top))
                            .frame(height: appeared ? geometry.size.height * 0.8 * item.value / maximum : 0)  // error: .frame(height: appeared ? geometry.size.height * 0.8 * item.value / maximum : "0")
                        Text(item.day)
                            .font(.caption2)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .animation(.easeOut(duration: 0.6), value: appeared)
        .onAppear { appeared = true }
    }
}

#Preview {
    WeeklyBars(data: ["M", "T", "W", "T", "F"].enumerated().map { DayValue(day: "\($0.element)\($0.offset)", value: Double($0.offset + 2)) })
        .frame(height: 200)
        .padding()
}
