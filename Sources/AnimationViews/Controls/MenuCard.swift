import AnimationCore
import Foundation

/// The card of a menu's items, as `Menu` and `contextMenu` show it: one
/// row per item (at least 44 points high and 200 wide, 16 points of
/// padding across) on a white rounded card with a soft shadow; a tap on
/// an item runs it and then closes the card.
struct MenuCard: View {
    let items: [AnyView]
    let close: @MainActor () -> Void

    var body: some View {
        let close = self.close
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                items[index]
                    .padding(.horizontal, 16)
                    .frame(minWidth: 200, minHeight: 44, alignment: .leading)
                    .simultaneousGesture(TapGesture().onEnded { close() })
            }
        }
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(color: Color(white: 0, opacity: 0.2), radius: 16))
        .fixedSize()
    }
}
