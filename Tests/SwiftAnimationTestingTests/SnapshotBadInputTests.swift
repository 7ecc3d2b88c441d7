import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

/// Bad parameters fail the test with a message and snapshot a line that
/// says so; nothing traps, nothing waits on the wall clock.
@Suite("Snapshot strategies, bad input")
struct SnapshotBadInputTests {
    let size = CGSize(width: 100, height: 100)

    /// Takes a snapshot that must fail, as a known issue whose message
    /// contains `expected`; returns what the strategy snapshotted.
    func failing<Format>(_ strategy: Snapshotting<Grow, Format>, _ expected: String) -> Format? {
        var result: Format?
        withKnownIssue {
            result = take(Grow(), as: strategy)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(expected) }
        }
        return result
    }

    @Test func timesThatAreNotANumberOrNegativeFail() {
        let text = failing(.svg(size: size, at: .nan), "the time must be finite and not negative, not nan")
        #expect(text?.hasPrefix("swift-animation could not take this snapshot:") == true)
        _ = failing(.displayList(size: size, at: -1), "not -1.0")
        _ = failing(.svg(size: size, at: .infinity), "not inf")
    }

    @Test func sizesThatAreZeroOrInfiniteFail() {
        _ = failing(.svg(size: .zero, at: 0), "the size must be finite and positive, not 0.0 × 0.0")
        _ = failing(.displayList(size: CGSize(width: CGFloat.infinity, height: 10)), "finite and positive")
        _ = failing(.trace(size: CGSize(width: -1, height: 10), duration: 1), "finite and positive")
    }

    @Test func eventsOutsideTheViewOrAfterTheSnapshotFail() {
        _ = failing(.svg(size: size, at: 1, events: [.tap(at: 0.5, CGPoint(x: 500, y: 10))]), "outside the 100.0 × 100.0 view")
        _ = failing(.svg(size: size, at: 0.2, events: [.tap(at: 0.5, CGPoint(x: 50, y: 50))]), "comes after the snapshot's time")
        _ = failing(.svg(size: size, at: 1, events: [.tap(at: .nan, CGPoint(x: 50, y: 50))]), "an event's time must be finite")
        _ = failing(.svg(size: size, at: 1, events: [.tap(at: 0, CGPoint(x: CGFloat.nan, y: 50))]), "outside the")
        _ = failing(.svg(size: size, at: 1, events: [.press(at: 0, CGPoint(x: 100, y: 500))]), "outside the")
        // The edges are on the view.
        #expect(take(Grow(), as: .svg(size: size, at: 1, events: [.tap(at: 0, CGPoint(x: 100, y: 100))])).hasPrefix("<svg"))
    }

    @Test func recordingsThatAreNotFiniteOrTooLongFail() {
        _ = failing(.trace(size: size, duration: 1, fps: 0), "the frame rate must be finite and positive")
        _ = failing(.trace(size: size, duration: .nan), "the end must be finite")
        _ = failing(.trace(size: size, duration: 1000), "a recording strategy takes at most 20000")
        _ = failing(.html(size: size, from: 2, to: 1), "not before the start")
    }

    @Test func imagesTooLargeOrWithBadPrecisionFail() {
        #if Cairo
        _ = failing(.image(size: CGSize(width: 20_000, height: 10)), "more than 16384 pixels a side")
        _ = failing(.image(size: size, scale: 0), "the scale must be finite and positive")
        _ = failing(.image(size: size, precision: 2), "between 0 and 1")
        #else
        _ = failing(.image(size: size), "need the package built with the Cairo trait")
        #endif
    }

    /// A view that never settles fails a settled snapshot after 10 s of
    /// virtual time, naming what still animates.
    @Test func aViewThatNeverSettlesFailsNamingItsAnimation() {
        var text: String?
        withKnownIssue {
            text = take(Pulse(), as: .displayList(size: size, settled: true))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("did not settle within 10") && $0.rawValue.contains("Pulse › opacity") }
        }
        #expect(text?.contains("did not settle") == true)
    }

    @Test @MainActor func aDrivenHostThatNeverSettlesFailsToo() {
        let host = ViewHost(Pulse(), size: size)
        withKnownIssue {
            _ = take(host, as: .svg(settled: true))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("repeatForever") }
        }
    }

    /// A missing view names what is drawn, closest first.
    @Test @MainActor func aMissingViewListsWhatIsDrawn() {
        let host = ViewHost(Slide(), size: CGSize(width: 300, height: 200))
        #expect(throws: ViewNotFound.self) { try host.require(text: "Helo") }
        do {
            _ = try host.require(text: "Mov")
        } catch let error as ViewNotFound {
            let lines = error.description.split(separator: "\n")
            #expect(lines.first == "No view shows the text \"Mov\". Drawn now, closest first:")
            #expect(lines.dropFirst().first?.contains("text \"Move\" at (") == true, "\(error)")
            #expect(lines.contains { $0.contains("text \"Hello\"") })
        } catch {
            Issue.record(error)
        }
        #expect(throws: ViewNotFound.self) { try host.require(image: "star") }
        #expect(throws: ViewNotFound.self) { try host.require(id: "stay") }
        #expect(throws: ViewNotFound.self) { try host.require(label: "") }
        #expect((try? host.require(label: "Hello"))?.text == "Hello")
        let empty = ViewHost(EmptyView(), size: size)
        #expect(throws: ViewNotFound.self) { try empty.require(text: "x") }
        #expect((try? empty.require(text: "x")) == nil)
    }

    /// A view whose body traps ends its process, as in SwiftUI: a trap
    /// cannot become a message inside the process. An exit test shows the
    /// trap's own message.
    @Test func aViewThatTrapsEndsItsProcessWithItsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = take(Trapping(), as: .svg(size: CGSize(width: 10, height: 10)))
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("Index out of range"))
    }
}
