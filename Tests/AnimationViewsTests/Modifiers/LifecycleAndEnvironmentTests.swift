import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

private final class EventLog: @unchecked Sendable {
    var entries: [String] = []
    /// The entries as they come, for tests that wait for one: an event,
    /// not a time (a task's cancellation arrives when the main actor and
    /// the threads are free, which on a loaded machine takes what it takes).
    let arrivals: AsyncStream<String>
    private let sink: AsyncStream<String>.Continuation

    init() {
        (arrivals, sink) = AsyncStream.makeStream(of: String.self)
    }

    func append(_ entry: String) {
        entries.append(entry)
        sink.yield(entry)
    }
}

@MainActor
@Suite("Tasks, disappearing views, app storage and the host's environment")
struct LifecycleAndEnvironmentTests {
    @Test func onDisappearRunsWhenTheViewLeaves() {
        let log = EventLog()
        struct Host: View {
            @State var shown = true
            let log: EventLog
            var body: some View {
                VStack {
                    if shown { Text("Here").onDisappear { log.append("gone") } }
                    Button("Hide") { shown = false }
                }
            }
        }
        let host = ViewHost(Host(log: log), size: CGSize(width: 200, height: 200))
        #expect(log.entries.isEmpty)
        let hide = frame(of: "Hide", in: host)!
        #expect(host.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        host.advance(by: 1.0 / 60)
        #expect(log.entries == ["gone"])
    }

    /// Found by the random-use test: a view whose removal transition ended
    /// in a frame ran its `onDisappear` only at the next state change.
    @Test func onDisappearRunsWhenTheRemovalTransitionEnds() {
        let log = EventLog()
        struct Host: View {
            @State var shown = true
            let log: EventLog
            var body: some View {
                VStack {
                    if shown { Text("Here").transition(.opacity).onDisappear { log.append("gone") } }
                    Button("Hide") { withAnimation(.linear(duration: 0.2)) { shown = false } }
                }
            }
        }
        let host = ViewHost(Host(log: log), size: CGSize(width: 200, height: 200))
        let hide = frame(of: "Hide", in: host)!
        #expect(host.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        host.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.15)
        #expect(log.entries == ["gone"])
        #expect(!host.isAnimating && !host.hasPendingChanges)
    }

    /// The task waits until it is cancelled, however long the test takes
    /// to tap (other tests share the main actor: a sleep of a few seconds
    /// could end first on a loaded machine). The time limit only turns a
    /// task that is never cancelled into a failure instead of a hang. It
    /// counts the wait for the main actor too, which the main-actor tests
    /// queued before this one fill for about 30 s on two cores (measured
    /// in a full run; 167 s once, when one of them held it for two
    /// minutes), so it is far above that.
    @Test(.timeLimit(.minutes(10))) func aTaskRunsAndIsCancelledWhenTheViewLeaves() async {
        let log = EventLog()
        struct Loader: View {
            @State var shown = true
            @State var loaded = "loading"
            let log: EventLog
            var body: some View {
                VStack {
                    if shown {
                        Text(loaded).task {
                            loaded = "loaded"
                            log.append("started")
                            // A stream nothing is sent on: its iteration ends
                            // only when the task is cancelled.
                            let (never, sender) = AsyncStream.makeStream(of: Void.self)
                            for await _ in never {}
                            sender.finish()
                            log.append(Task.isCancelled ? "cancelled" : "ended without a cancellation")
                        }
                    }
                    Button("Hide") { shown = false }
                }
            }
        }
        let host = ViewHost(Loader(log: log), size: CGSize(width: 200, height: 200))
        var arrivals = log.arrivals.makeAsyncIterator()
        #expect(await arrivals.next() == "started")
        host.advance(by: 1.0 / 60)
        #expect(shows("loaded", in: host))
        let hide = frame(of: "Hide", in: host)!
        #expect(host.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        host.advance(by: 1.0 / 60)
        #expect(await arrivals.next() == "cancelled")
        #expect(log.entries == ["started", "cancelled"])
    }

    @Test func aTaskWithAnIdentityRestartsWhenItChanges() async {
        let log = EventLog()
        struct Watcher: View {
            @State var query = "a"
            let log: EventLog
            var body: some View {
                Button("Next") { query += "b" }
                    .task(id: query) { log.append(query) }
            }
        }
        let host = ViewHost(Watcher(log: log), size: CGSize(width: 200, height: 200))
        var arrivals = log.arrivals.makeAsyncIterator()
        #expect(await arrivals.next() == "a")
        let next = frame(of: "Next", in: host)!
        #expect(host.tap(at: CGPoint(x: next.midX, y: next.midY)))
        host.advance(by: 1.0 / 60)
        #expect(await arrivals.next() == "ab")
        #expect(log.entries == ["a", "ab"])
    }

    @Test func appStorageIsSharedByKeyAndKeptByTheHost() {
        enum Theme: String { case light, dark }
        struct Settings: View {
            @AppStorage("count") var count = 0
            @AppStorage("theme") var theme = Theme.light
            @AppStorage("name") var name: String?
            var body: some View {
                VStack {
                    Text("count \(count) \(theme.rawValue) \(name ?? "nobody")")
                    Button("Add") {
                        count += 1; theme = .dark; name = "Ada"
                    }
                    Mirror()
                }
            }
        }
        struct Mirror: View {
            @AppStorage("count") var count = 0
            var body: some View { Text("mirror \(count)") }
        }
        let host = ViewHost(Settings(), size: CGSize(width: 300, height: 200))
        #expect(shows("count 0 light nobody", in: host))
        let add = frame(of: "Add", in: host)!
        #expect(host.tap(at: CGPoint(x: add.midX, y: add.midY)))
        host.advance(by: 1.0 / 60)
        #expect(shows("count 1 dark Ada", in: host))
        #expect(shows("mirror 1", in: host))
        #expect(host.appStorage["count"] as? Int == 1)
        // The host sets a value: the views update.
        host.appStorage["count"] = 41
        host.advance(by: 1.0 / 60)
        #expect(shows("mirror 41", in: host))
        // Another host has its own storage; a value of another type reads
        // as the default.
        let other = ViewHost(Settings(), size: CGSize(width: 300, height: 200))
        #expect(shows("count 0 light nobody", in: other))
        other.appStorage["count"] = "not a number"
        other.advance(by: 1.0 / 60)
        #expect(shows("mirror 0", in: other))
    }

    @Test func theHostSetsTheEnvironmentViewsRead() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            @Environment(\.dynamicTypeSize) var typeSize
            @Environment(\.layoutDirection) var direction
            var body: some View {
                Text(
                    "\(scheme == .dark ? "dark" : "light") \(horizontal == .regular ? "wide" : "narrow") \(vertical == .compact ? "short" : "tall") \(typeSize.isAccessibilitySize ? "big" : "normal") \(direction == .rightToLeft ? "rtl" : "ltr")"
                )
            }
        }
        let host = ViewHost(Reader(), size: CGSize(width: 300, height: 100))
        #expect(shows("light narrow tall normal ltr", in: host))
        host.updateEnvironment {
            $0.colorScheme = .dark
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .compact
            $0.dynamicTypeSize = .accessibility2
            $0.layoutDirection = .rightToLeft
        }
        #expect(shows("dark wide short big rtl", in: host))
        #expect(host.environment.dynamicTypeSize == .accessibility2)
    }

    @Test func textStylesScaleWithTheDynamicTypeSize() {
        let host = ViewHost(
            VStack {
                Text("Styled").font(.body)
                Text("Fixed").font(.system(size: 17))
            }, size: CGSize(width: 400, height: 300))
        let before = frame(of: "Styled", in: host)!.height
        let fixedBefore = frame(of: "Fixed", in: host)!.height
        host.updateEnvironment { $0.dynamicTypeSize = .accessibility1 }
        // Body text is 28 points at the first accessibility size: 28/17 as
        // high, rounded up to whole pixels.
        #expect(abs(before - Body.line) < 1e-9)
        #expect(abs(frame(of: "Styled", in: host)!.height - Body.pixels(Body.rawLine * 28 / 17)) < 1e-9)
        #expect(frame(of: "Fixed", in: host)!.height == fixedBefore)
        // A range clamps.
        let clamped = ViewHost(Text("Clamped").font(.body).dynamicTypeSize(...DynamicTypeSize.large), size: CGSize(width: 400, height: 100))
        let normal = frame(of: "Clamped", in: clamped)!.height
        clamped.updateEnvironment { $0.dynamicTypeSize = .xxxLarge }
        #expect(frame(of: "Clamped", in: clamped)!.height == normal)
    }
}
