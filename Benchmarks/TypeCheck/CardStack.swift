import SwiftUI

struct Card: Identifiable {
    let id: Int
    let color: Color
}

struct CardStack: View {
    @State private var cards = (0..<5).map { Card(id: $0, color: [.red, .orange, .yellow, .green, .blue][$0]) }
    @State private var drag: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                RoundedRectangle(cornerRadius: 16)
                    .fill(card.color)
                    .frame(width: 240, height: 320)
                    .offset(x: index == cards.count - 1 ? drag.width : 0, y: CGFloat(index) * -6)
                    .rotationEffect(.degrees(index == cards.count - 1 ? Double(drag.width / 20) : 0))
                    .zIndex(Double(index))
                    .gesture(
                        DragGesture()
                            .onChanged { value in drag = value.translation }
                            .onEnded { value in
                                withAnimation(.interactiveSpring()) {
                                    if abs(value.translation.width) > 120 {
                                        cards.removeLast()
                                    }
                                    drag = .zero  // error: drag = 0
                                }
                            }
                    )
            }
        }
    }
}

#Preview {
    CardStack()
}
