import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// Several views in a body, with no container.
private struct TwoLines: View {
    var body: some View {
        Text("First")
        Text("Second")
    }
}

/// The root of a host is SwiftUI's implicit vertical stack: a window or a
/// preview shows several root views one under the other, centered, with a
/// `VStack`'s default spacing (two body texts: the body style's leading,
/// its published 22-point line pitch less its 20.287-point line, rounded
/// up to whole pixels: 2 points at 3x), not overlaid.
@MainActor
@Suite("The host's root")
struct HostRootTests {
    @Test func severalRootViewsStackVertically() throws {
        let host = ViewHost(TwoLines(), size: CGSize(width: 300, height: 300))
        let first = try #require(frame(of: "First", in: host))
        let second = try #require(frame(of: "Second", in: host))
        #expect(abs(second.minY - first.maxY - Body.pixels(Body.linePitch - Body.rawLine)) < 1e-9)
        #expect(abs(first.midX - 150) <= onePixel && abs(second.midX - 150) <= onePixel)
        // The pair is centered in the host.
        #expect(abs((first.minY + second.maxY) / 2 - 150) < 1e-9)
    }

    @Test func oneRootViewIsLaidOutAsItIs() throws {
        let host = ViewHost(Color.red, size: CGSize(width: 200, height: 100))
        #expect(host.drawnViews.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let small = ViewHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 100, height: 100))
        #expect(small.drawnViews.first?.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func theHostsDisplayScaleIsAnIPhones() {
        #expect(ViewHost(EmptyView(), size: CGSize(width: 10, height: 10)).environment.displayScale == 3)
        #expect(EnvironmentValues().displayScale == 1)
        #expect(EnvironmentValues().pixelLength == 1)
    }
}
