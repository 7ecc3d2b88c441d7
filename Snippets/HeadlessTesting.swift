// Tests of SwiftUI animations that run anywhere `swift test` runs: each
// frame's display list is data, and time passes only when the test says.
import SwiftAnimation
import Testing

// snippet.views
struct LikeButton: View {
    @State private var liked = false

    var body: some View {
        Circle()
            .fill(liked ? Color.red : Color.gray)
            .frame(width: 40, height: 40)
            .scaleEffect(liked ? 1.4 : 1)
            .onTapGesture {
                withAnimation(.bouncy) { liked.toggle() }
            }
    }
}

struct SaveToast: View {
    @State private var saved = false

    var body: some View {
        VStack {
            Button("Save") {
                withAnimation(.linear(duration: 0.2)) { saved = true }
            }
            if saved {
                Text("Saved").transition(.opacity)
            }
        }
    }
}
// snippet.end

// snippet.helpers
/// The opacity a text is drawn with: its item's and its ancestors'.
func opacity(of string: String, in list: DisplayList) -> Double? {
    func search(_ items: [DisplayList.Item], _ outer: Double) -> Double? {
        for item in items {
            let opacity = outer * item.opacity
            if item.content?.string == string { return opacity }
            if let found = search(item.children, opacity) { return found }
        }
        return nil
    }
    return search(list.items, 1)
}
// snippet.end

// snippet.tests
@MainActor
@Test func aLikeBouncesPastItsSize() {
    let host = ViewHost(LikeButton(), size: CGSize(width: 100, height: 100))
    #expect(host.tap(at: CGPoint(x: 50, y: 50)))

    var largest = 1.0
    while host.isAnimating {
        host.advance(by: 1.0 / 60)
        let circle = host.displayList.flattened.first { $0.item.content != nil }!
        largest = max(largest, circle.transform.a)
    }
    #expect(largest > 1.4)   // .bouncy overshoots ...
    let circle = host.displayList.flattened.first { $0.item.content != nil }!
    #expect(abs(circle.transform.a - 1.4) < 1e-9)   // ... and settles exactly
}

@MainActor
@Test func theToastFadesInLinearly() throws {
    let host = ViewHost(SaveToast(), size: CGSize(width: 200, height: 200))
    #expect(opacity(of: "Saved", in: host.displayList) == nil)

    let save = try #require(host.displayList.flattened.first { $0.item.content?.string == "Save" })
    let center = CGPoint(x: save.item.frame.midX, y: save.item.frame.midY).applying(save.transform)
    #expect(host.tap(at: center))

    host.advance(by: 0.1)    // halfway through 0.2 s
    #expect(abs(opacity(of: "Saved", in: host.displayList)! - 0.5) < 1e-9)
    host.advance(by: 0.1)
    #expect(opacity(of: "Saved", in: host.displayList) == 1)
    #expect(!host.isAnimating)
}
// snippet.end
