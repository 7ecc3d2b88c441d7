import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

// SwiftUI's concurrency model in Swift 6 mode: the patterns that compile
// against SwiftUI compile here too (the Swift 5 target holds the rest).

private struct Starter: View {
    @State private var started = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(started ? 1 : 0.5)
            .onAppear { start() }
    }

    /// A view method writes the view's state: `View` is main-actor isolated.
    func start() {
        started = true
    }
}

private struct Dispatched: View {
    @State private var shown = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(shown ? 1 : 0)
            .onAppear {
                DispatchQueue.main.async {
                    shown = true
                }
            }
    }
}

private struct Tasked: View {
    @State private var done = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).opacity(done ? 1 : 0)
            .onAppear {
                Task {
                    await Task.yield()
                    done = true
                }
            }
    }
}

/// A shape's `path(in:)` and `animatableData` are not isolated.
private struct Bar: Shape {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
    }
}

/// A shape can be made and asked for its path off the main actor.
private func barPath() async -> Path {
    await Task.detached { Bar(level: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 10)) }.value
}

@MainActor
private func opacity(_ host: ViewHost) -> Double {
    host.displayList.flattened.first { $0.item.opacity != 1 || $0.item.children.count == 1 }?.item.opacity ?? .nan
}

/// Lets main-actor jobs run, a frame of the host at a time, until the view
/// shows full opacity: a budget of turns, not of wall time (`yieldUntil`).
@MainActor
private func runUntilOpaque(_ host: ViewHost) async -> Bool {
    await yieldUntil(step: { host.advance(by: 1.0 / 60) }) { opacity(host) == 1 }
}

@MainActor
@Suite("Concurrency, Swift 6 mode")
struct ConcurrencyTests {
    @Test func viewMethodWritesState() {
        let host = ViewHost(Starter(), size: CGSize(width: 10, height: 10))
        #expect(opacity(host) == 1)
    }

    @Test func mainQueueClosureWritesState() async {
        let host = ViewHost(Dispatched(), size: CGSize(width: 10, height: 10))
        #expect(opacity(host) == 0)
        #expect(await runUntilOpaque(host))
    }

    @Test func taskInOnAppearWritesState() async {
        let host = ViewHost(Tasked(), size: CGSize(width: 10, height: 10))
        #expect(await runUntilOpaque(host))
    }

    @Test func shapesAreNotIsolated() async {
        let path = await barPath()
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func stateWrittenOffTheMainActorArrivesOnIt() async {
        final class Saved: @unchecked Sendable { var write: (@Sendable () -> Void)? }
        let saved = Saved()
        struct Remote: View {
            @State private var on = false
            let saved: Saved
            var body: some View {
                let state = _on
                return Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0)
                    .onAppear { saved.write = { state.wrappedValue = true } }
            }
        }
        let host = ViewHost(Remote(saved: saved), size: CGSize(width: 10, height: 10))
        await Task.detached { saved.write?() }.value
        #expect(await runUntilOpaque(host))
    }
}
