import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// The frames of the color and shape items, in drawing order.
@MainActor
private func fills(_ host: ViewHost) -> [CGRect] {
    host.drawnViews.compactMap { entry in
        switch entry.item.content {
        case .color?, .shape?: entry.item.frame.applying(entry.transform)
        default: nil
        }
    }
}

@MainActor
@Suite("Safe areas")
struct SafeAreaTests {
    @Test func theRootIsLaidOutInsideTheSafeArea() {
        #expect(fills(phone(Color.red)) == [CGRect(x: 0, y: 47, width: 390, height: 763)])
        // A view of its own size is centered in the safe area, not the screen.
        #expect(fills(phone(Color.red.frame(width: 10, height: 10))) == [CGRect(x: 190, y: onPixel(47 + 753.0 / 2), width: 10, height: 10)])
    }

    @Test func ignoringExtendsToTheEdgesTouched() {
        #expect(fills(phone(Color.red.ignoresSafeArea())) == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        #expect(fills(phone(Color.red.ignoresSafeArea(edges: .top))) == [CGRect(x: 0, y: 0, width: 390, height: 810)])
        #expect(fills(phone(Color.red.edgesIgnoringSafeArea(.bottom))) == [CGRect(x: 0, y: 47, width: 390, height: 797)])
        // Only the keyboard's region: nothing to ignore on the host.
        #expect(fills(phone(Color.red.ignoresSafeArea(.keyboard))) == [CGRect(x: 0, y: 47, width: 390, height: 763)])
        // A header 100 high at the top of a stack reaches up to the screen's edge.
        let header = phone(
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 100)
                Spacer()
            })
        #expect(fills(header) == [CGRect(x: 0, y: 0, width: 390, height: 147)])
        // A view that does not touch the safe area's edge does not move.
        let inner = phone(Color.red.ignoresSafeArea().frame(width: 50, height: 50))
        #expect(fills(inner) == [CGRect(x: 170, y: onPixel(47 + 713.0 / 2), width: 50, height: 50)])
    }

    @Test func aStyleBackgroundFillsBehindTheBars() {
        // `background(_:ignoresSafeAreaEdges:)` ignores every edge by default.
        let full = phone(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue))
        #expect(fills(full) == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        let top = phone(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue, ignoresSafeAreaEdges: .top))
        #expect(fills(top) == [CGRect(x: 0, y: 0, width: 390, height: 810)])
        // A view background (not a style) stays in the safe area.
        let view = phone(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Rectangle().fill(Color.blue)))
        #expect(fills(view) == [CGRect(x: 0, y: 47, width: 390, height: 763)])
    }

    @Test func anInsetBarTakesItsHeightFromTheContent() {
        let size = CGSize(width: 200, height: 300)
        let host = ViewHost(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }, size: size)
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 200, height: 250), CGRect(x: 0, y: 250, width: 200, height: 50)])
        // The default spacing is 8.
        let spaced = ViewHost(Color.red.safeAreaInset(edge: .top) { Color.blue.frame(width: 40, height: 50) }, size: size)
        #expect(fills(spaced) == [CGRect(x: 0, y: 58, width: 200, height: 242), CGRect(x: 80, y: 0, width: 40, height: 50)])
        // Content that ignores the safe area reaches under the bar.
        let under = ViewHost(
            Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
                Color.blue.frame(height: 50)
            }, size: size)
        #expect(fills(under) == [CGRect(x: 0, y: 0, width: 200, height: 300), CGRect(x: 0, y: 250, width: 200, height: 50)])
        // A leading bar, aligned to the top.
        let side = ViewHost(
            Color.red.safeAreaInset(edge: .leading, alignment: .top, spacing: 10) {
                Color.blue.frame(width: 30, height: 30)
            }, size: size)
        #expect(fills(side) == [CGRect(x: 40, y: 0, width: 160, height: 300), CGRect(x: 0, y: 0, width: 30, height: 30)])
        // On a phone, the bar sits above the home indicator.
        let bar = phone(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        #expect(fills(bar) == [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50)])
    }

    @Test func safeAreaPaddingInsetsContentThatDoesNotIgnoreIt() {
        let size = CGSize(width: 200, height: 300)
        #expect(fills(ViewHost(Color.red.safeAreaPadding(20), size: size)) == [CGRect(x: 20, y: 20, width: 160, height: 260)])
        #expect(fills(ViewHost(Color.red.safeAreaPadding(.horizontal), size: size)) == [CGRect(x: 16, y: 0, width: 168, height: 300)])
        #expect(fills(ViewHost(Color.red.ignoresSafeArea().safeAreaPadding(20), size: size)) == [CGRect(x: 0, y: 0, width: 200, height: 300)])
        // Bad input: NaN and negative insets add nothing.
        let bad = ViewHost(Color.red.safeAreaPadding(EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 10)), size: size)
        #expect(fills(bad) == [CGRect(x: 0, y: 0, width: 190, height: 300)])
    }

    @Test func changingTheHostsInsetsLaysOutAgain() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 100); Spacer()
            },
            size: CGSize(width: 390, height: 844))
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 390, height: 100)])
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 390, height: 159)])
        host.safeAreaInsets = EdgeInsets()
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 390, height: 100)])
    }

    @Test func badHostInsetsCountAsZeroWithAWarning() {
        let host = ViewHost(Color.red, size: CGSize(width: 100, height: 100))
        host.safeAreaInsets = EdgeInsets(top: .nan, leading: -10, bottom: .infinity, trailing: 5)
        #expect(host.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 5))
        #expect(host.warnings.contains { $0.contains("safe-area insets") })
        #expect(fills(host) == [CGRect(x: 0, y: 0, width: 95, height: 100)])
        // Insets wider than the host leave an empty safe area; an ignoring view still fills the host.
        host.safeAreaInsets = EdgeInsets(top: 80, leading: 0, bottom: 80, trailing: 0)
        #expect(fills(host).allSatisfy { $0.height == 0 })
        let ignoring = ViewHost(Color.red.ignoresSafeArea(), size: CGSize(width: 100, height: 100))
        ignoring.safeAreaInsets = EdgeInsets(top: 80, leading: 0, bottom: 80, trailing: 0)
        #expect(fills(ignoring) == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func devicesKnowTheirSafeAreas() {
        #expect(PreviewDevice(rawValue: "iPhone 15 Pro").safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(PreviewDevice(rawValue: "iPhone SE (3rd generation)").safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(PreviewDevice(rawValue: "iPhone 14").safeAreaInsets(landscape: true) == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(PreviewDevice(rawValue: "iPad Pro (11-inch) (4th generation)").safeAreaInsets(landscape: true)?.bottom == 20)
        #expect(PreviewDevice(rawValue: "Pixel 8").safeAreaInsets == nil)
        // Every device with a screen size has a safe area.
        for name in PreviewDevice.screenSizes.keys {
            #expect(PreviewDevice(rawValue: name).safeAreaInsets != nil, "\(name)")
        }
        // Previews with a fixed size have none.
        #expect(
            PreviewTraitValues(layout: .sizeThatFits).containerSafeAreaInsets(defaultDevice: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
                == EdgeInsets())
    }
}
