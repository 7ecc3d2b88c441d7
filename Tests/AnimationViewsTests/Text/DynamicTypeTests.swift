import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The point size a text is drawn at.
@MainActor
private func pointSize(_ text: Text, at size: DynamicTypeSize) -> CGFloat? {
    let host = ViewHost(text.dynamicTypeSize(size), size: CGSize(width: 600, height: 200))
    guard case .text(let laidOut)? = host.find(text: "Aa")?.item.content else { return nil }
    return laidOut.runs.first?.face.size
}

/// Each text style's size at each Dynamic Type size, as iOS measures it:
/// UIKit's `preferredFont(forTextStyle:)` per content size category on the
/// iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType, README, "Font
/// size change due to combination"), the table Apple's Human Interface
/// Guidelines give.
@MainActor
@Suite("Dynamic Type sizes")
struct DynamicTypeTests {
    /// Rows of the published table: xSmall … xxxLarge, AX1 … AX5.
    static let table: [(Font, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41])
    ]

    @Test(arguments: Array(DynamicTypeSize.allCases.enumerated()))
    func everyStyleFollowsItsOwnCurve(index: Int, size: DynamicTypeSize) {
        for (font, sizes) in Self.table {
            #expect(pointSize(Text("Aa").font(font), at: size) == sizes[index], "\(font) at \(size)")
        }
    }

    @Test func textHeightsFollowTheSize() {
        // A caption2 line at AX5 is as high as a 41-point line of the same
        // face; a footnote at xSmall as a 12-point one (it does not shrink
        // with body, to 13 × 14/17).
        func height(_ text: Text, _ size: DynamicTypeSize) -> CGFloat {
            ViewHost(text.dynamicTypeSize(size), size: CGSize(width: 600, height: 200)).find(text: "Aa")?.frame.height ?? 0
        }
        #expect(height(Text("Aa").font(.caption2), .accessibility5) == height(Text("Aa").font(.system(size: 41)), .large))
        #expect(height(Text("Aa").font(.footnote), .xSmall) == height(Text("Aa").font(.system(size: 12)), .large))
    }

    @Test func customFontsScaleWithTheirStyleAndFixedOnesDoNot() {
        // custom(_:size:) follows body; relativeTo: follows that style;
        // fixedSize and system(size:) keep their size.
        #expect(pointSize(Text("Aa").font(.custom("Avenir", size: 20)), at: .xxxLarge).map { abs($0 - 20.0 * 23 / 17) < 1e-9 } == true)
        #expect(
            pointSize(Text("Aa").font(.custom("Avenir", size: 20, relativeTo: .caption2)), at: .accessibility5).map {
                abs($0 - 20.0 * 41 / 11) < 1e-9
            } == true)
        #expect(pointSize(Text("Aa").font(.custom("Avenir", fixedSize: 20)), at: .accessibility5) == 20)
        #expect(pointSize(Text("Aa").font(.system(size: 20)), at: .accessibility5) == 20)
    }

    @Test func scaledMetricsFollowTheirStylesCurve() {
        struct Bar: View {
            @ScaledMetric(relativeTo: .caption2) var width = 22.0
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        let host = ViewHost(Bar().dynamicTypeSize(.accessibility5), size: CGSize(width: 300, height: 100))
        // 22 × 41/11 = 82: whole pixels.
        #expect(colorFrames(host).first?.width == 82)
    }

    @Test func symbolsGrowWithTheirFontsStyle() {
        func side(_ size: DynamicTypeSize) -> CGFloat {
            let host = ViewHost(Image(systemName: "star").font(.body).dynamicTypeSize(size), size: CGSize(width: 300, height: 300))
            return host.find(image: "star")?.frame.height ?? 0
        }
        // A symbol is as high as its font's line: 53/17 of it at AX5 (to a
        // pixel, as frames are placed on whole pixels).
        #expect(abs(side(.accessibility5) - side(.large) * 53 / 17) <= onePixel)
    }
}
