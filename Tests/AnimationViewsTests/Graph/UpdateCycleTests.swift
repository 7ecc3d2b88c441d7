import AnimationCore
import AnimationRuntime
import Foundation
import Testing

@testable import AnimationViews

private struct FlagKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A tap that shows a child: its body, the preference the child sets, the
/// `onChange` of the flag and the child's `onAppear`, logged in the order
/// they run.
private struct Shows: View {
    let log: Log
    @State private var shown = false
    var body: some View {
        log.entries.append("body \(shown)")
        return ZStack {
            Color.gray.onTapGesture { shown = true }
            if shown {
                Color.red.frame(width: 10, height: 10)
                    .preference(key: FlagKey.self, value: 1)
                    .onAppear { log.entries.append("appear") }
            }
        }
        .onChange(of: shown) { log.entries.append("change") }
        .onPreferenceChange(FlagKey.self) { log.entries.append("preference \($0)") }
    }
}

/// A view whose animation's completion writes state.
private struct Completes: View {
    @State private var wide = false
    @State private var done = false
    var body: some View {
        Color.gray
            .frame(width: wide ? 100 : 50, height: 10)
            .overlay { if done { Text("done") } }
            .onTapGesture {
                withAnimation(.linear(duration: 0.5)) {
                    wide = true
                } completion: {
                    done = true
                }
            }
    }
}

@MainActor
@Suite("The one update cycle")
struct UpdateCycleTests {
    /// The order ``ViewGraph/runCycle(at:_:)`` documents: bodies, then the
    /// actions in the order the pass noted them (the `onChange` its body
    /// noted, the `onPreferenceChange` its delivered value noted), then the
    /// `onAppear` of the views that appeared.
    @Test func anEventRunsBodiesThenPreferencesThenActions() {
        let log = Log()
        let host = ViewHost(Shows(log: log), size: CGSize(width: 100, height: 100))
        _ = host.displayList
        log.entries.removeAll()
        #expect(host.tap(at: CGPoint(x: 5, y: 5)))
        #expect(log.entries == ["body true", "change", "preference 1", "appear"])
    }

    /// A frame is one cycle: the state an animation's completion writes in
    /// a frame is applied in that frame, not left for the next event.
    @Test func aCompletionsWriteIsAppliedInTheFrameItRunsIn() {
        let host = ViewHost(Completes(), size: CGSize(width: 200, height: 100))
        #expect(host.tap(at: CGPoint(x: 100, y: 50)))
        host.advance(by: 0.4)
        #expect(host.drawnViews.compactMap(\.text).isEmpty)
        host.advance(by: 0.2)
        #expect(!host.hasPendingChanges)
        #expect(!host.isAnimating)
        #expect(host.drawnViews.compactMap(\.text) == ["done"])
    }
}
