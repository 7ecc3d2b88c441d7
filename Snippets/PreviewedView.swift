// A SwiftUI file as it is written for Xcode's canvas. `animate preview`
// compiles it (with `import SwiftUI` too) and records it:
//
//     swift run animate preview Snippets/PreviewedView.swift --event "tap 195,422 @0.2"
import SwiftAnimation

struct PulsingHeart: View {
    @State private var liked = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(liked ? Color.pink : Color.gray.opacity(0.4))
                .frame(width: 80, height: 80)
                .scaleEffect(liked ? 1.5 : 1)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.4, bounce: 0.5)) { liked.toggle() }
                }
            Text(liked ? "Liked" : "Tap the circle")
                .font(.headline)
                .contentTransition(.opacity)
        }
    }
}

struct PulsingHeart_Previews: PreviewProvider {
    static var previews: some View {
        PulsingHeart()
    }
}
