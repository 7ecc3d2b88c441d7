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
            .accessibilityIdentifier("like")
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

// snippet.tests
@MainActor
@Test func aLikeBouncesPastItsSize() throws {
    let host = ViewHost(LikeButton(), size: CGSize(width: 100, height: 100))
    #expect(try #require(host.find(id: "like")).tap())

    var largest = 1.0
    while host.isAnimating {
        host.advance(by: 1.0 / 60)
        largest = max(largest, try #require(host.find(id: "like")).transform.a)
    }
    #expect(largest > 1.4)  // .bouncy overshoots ...
    let circle = try #require(host.find(id: "like"))
    #expect(abs(circle.transform.a - 1.4) < 1e-9)  // ... and settles exactly
}

@MainActor
@Test func theToastFadesInLinearly() throws {
    let host = ViewHost(SaveToast(), size: CGSize(width: 200, height: 200))
    #expect(host.find(text: "Saved") == nil)
    #expect(try #require(host.find(text: "Save")).tap())

    host.advance(by: 0.1)  // halfway through 0.2 s
    #expect(abs(try #require(host.find(text: "Saved")).opacity - 0.5) < 1e-9)
    host.advance(by: 0.1)
    #expect(host.find(text: "Saved")?.opacity == 1)
    #expect(!host.isAnimating)
}
// snippet.end
