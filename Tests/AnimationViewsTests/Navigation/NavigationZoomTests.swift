import AnimationCore
import AnimationRuntime
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// A red tile that pushes a blue detail zooming out of it.
private struct ZoomGallery: View {
    @Namespace private var zoom
    let zooms: Bool

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink(value: 7) { Color.red.frame(width: 60, height: 60) }
                    .matchedTransitionSource(id: 7, in: zoom)
                Spacer()
            }
            .navigationDestination(for: Int.self) { number in
                if zooms {
                    Color.blue.navigationTransition(.zoom(sourceID: number, in: zoom))
                } else {
                    Color.blue.navigationTransition(.automatic)
                }
            }
        }
    }
}

@MainActor
@Suite("Zoom navigation transitions")
struct NavigationZoomTests {
    private func frame(of color: Color, in host: ViewHost) -> CGRect? {
        host.drawnViews.last {
            if case .color(let drawn)? = $0.item.content { return drawn == color.resolved }
            return false
        }?.frame
    }

    /// Pushes the detail and lets it settle (its frame), goes back, and
    /// pushes again, twelve frames in: the share of easeInOut(0.35) shown.
    private func pushTwice(_ host: ViewHost, from source: CGRect) throws -> (detail: CGRect, progress: Double) {
        #expect(host.tap(at: CGPoint(x: source.midX, y: source.midY)))
        host.advance(by: 1)
        let detail = try #require(frame(of: .blue, in: host))
        #expect(tap("Back", in: host))
        host.advance(by: 1)
        #expect(host.tap(at: CGPoint(x: source.midX, y: source.midY)))
        for _ in 0..<12 { host.advance(by: 1.0 / 60) }
        return (detail, UnitCurve.easeInOut.value(at: (12.0 / 60) / 0.35))
    }

    /// Twelve frames into the push (easeInOut over 0.35 s), the screen's
    /// frame is the source's moved that share of the way to the stack's
    /// (the phone's safe area, 390 × 763 from y = 47): the blue detail is
    /// drawn where that frame puts it. When the push ends it is where it
    /// lies.
    @Test func aPushedScreenGrowsOutOfItsSource() throws {
        let host = phone(ZoomGallery(zooms: true))
        let source = try #require(frame(of: .red, in: host))
        let (detail, p) = try pushTwice(host, from: source)
        let screen = CGRect(x: 0, y: 47, width: 390, height: 763)
        let zoomed = CGRect(
            x: source.minX * (1 - p) + screen.minX * p, y: source.minY * (1 - p) + screen.minY * p,
            width: source.width + (screen.width - source.width) * p, height: source.height + (screen.height - source.height) * p)
        let sx = zoomed.width / screen.width, sy = zoomed.height / screen.height
        let expected = CGRect(
            x: zoomed.minX + sx * (detail.minX - screen.minX), y: zoomed.minY + sy * (detail.minY - screen.minY), width: sx * detail.width,
            height: sy * detail.height)
        let drawn = try #require(frame(of: .blue, in: host))
        #expect(abs(drawn.minX - expected.minX) < 0.01 && abs(drawn.minY - expected.minY) < 0.01, "\(drawn) vs \(expected)")
        #expect(abs(drawn.width - expected.width) < 0.01 && abs(drawn.height - expected.height) < 0.01, "\(drawn) vs \(expected)")
        // The screen below moves a third of the way out, as under a push.
        #expect(abs(try #require(frame(of: .red, in: host)).minX - (source.minX - 130 * p)) < 0.01)
    }

    /// `.automatic` slides from the trailing edge as a stack does.
    @Test func automaticSlides() throws {
        let host = phone(ZoomGallery(zooms: false))
        let source = try #require(frame(of: .red, in: host))
        let (detail, p) = try pushTwice(host, from: source)
        let drawn = try #require(frame(of: .blue, in: host))
        #expect(abs(drawn.minX - (detail.minX + 390 * (1 - p))) < 0.01 && drawn.size == detail.size)
    }
}
