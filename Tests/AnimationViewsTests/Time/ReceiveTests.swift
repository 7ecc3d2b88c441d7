import AnimationCore
import AnimationRuntime
import Combine
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

@MainActor
@Suite("Publishers and timers")
struct ReceiveTests {
    @Test func aTimerFiresOnTheHostsClock() {
        struct Ticker: View {
            @State var ticks = 0
            let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
        }
        let host = ViewHost(Ticker(), size: CGSize(width: 200, height: 50))
        #expect(shows("ticks 0", in: host))
        host.advance(by: 0.4)
        #expect(shows("ticks 0", in: host))
        host.advance(by: 0.2)
        #expect(shows("ticks 1", in: host))
        host.advance(by: 1.0)
        #expect(shows("ticks 3", in: host))
        #expect(host.isAnimating)
    }

    @Test func theTimersDatesFollowTheHostsStartDate() {
        final class Dates: @unchecked Sendable { var values: [Date] = [] }
        let dates = Dates()
        struct Stamper: View {
            let dates: Dates
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Color.red.onReceive(timer) { dates.values.append($0) }
            }
        }
        let start = Date(timeIntervalSinceReferenceDate: 500)
        let host = ViewHost(Stamper(dates: dates), size: CGSize(width: 10, height: 10), startDate: start)
        host.advance(by: 2.05)
        #expect(dates.values == [start.addingTimeInterval(1), start.addingTimeInterval(2)])
    }

    @Test func otherPublishersAreSubscribedOnce() async {
        final class Model: ObservableObject {
            @Published var value = 1
        }
        final class Seen: @unchecked Sendable { var values: [Int] = [] }
        let seen = Seen()
        let model = Model()
        struct Watcher: View {
            let model: Model
            let seen: Seen
            var body: some View {
                Color.red.onReceive(model.$value) { seen.values.append($0) }
            }
        }
        let host = ViewHost(Watcher(model: model, seen: seen), size: CGSize(width: 10, height: 10))
        model.value = 2
        for _ in 0..<100 where seen.values.count < 2 {
            await Task.yield()
            host.advance(by: 1.0 / 60)
        }
        // The current value on subscribing, then the change; no duplicates.
        #expect(seen.values == [1, 2])
    }
}
