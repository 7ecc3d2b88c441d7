import SwiftUI

// Previews as people write them, expanded by the SwiftUI module's #Preview
// macro; PreviewMacroBehaviourTests finds them in the test program at run
// time, as the preview runner does.

struct HeartToggle: View {
    @Binding var isLiked: Bool

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .foregroundStyle(isLiked ? .red : .gray)
            .scaleEffect(isLiked ? 1.3 : 1)
            .frame(width: 44, height: 44)
            .onTapGesture {
                withAnimation(.bouncy) { isLiked.toggle() }
            }
    }
}

#Preview {
    Text("Unnamed")
}

#Preview("Liked button", traits: .sizeThatFitsLayout) {
    @Previewable @State var isLiked = false
    HeartToggle(isLiked: $isLiked)
}

#Preview("Landscape", traits: .landscapeLeft) {
    VStack {
        Text("Wide")
        Text("and short")
    }
}

#Preview("Constant binding", body: {
    @Previewable @Binding(projectedValue: .constant(true)) var isLiked: Bool
    return HeartToggle(isLiked: $isLiked)
})

#if DEBUG
#Preview("Debug only", traits: .fixedLayout(width: 200, height: 100), .portrait) {
    let words = ["debug", "only"]
    Text(words.joined(separator: " "))
}
#endif

#Preview("Environment") {
    @Previewable @Environment(\.colorScheme) var colorScheme
    Text(colorScheme == .dark ? "dark scheme" : "light scheme")
}
