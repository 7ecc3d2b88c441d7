import AnimationCore
import Foundation
import Testing

@testable import AnimationViews

/// Colors drawn against real SwiftUI renders published in a public
/// repository: adammcarter/swift-snapshot-testing-macros, the
/// `__Snapshots__` PNGs of its SwiftUI background tests
/// (`SnapshotTest+Traits+Background+SwiftUI`,
/// `SnapshotSuite+Traits+Background+SwiftUI`, iPhone at 3x, light and
/// dark, recorded with iOS 26's palette). Each render is a one-line `Text`
/// in the default style on a system color; the figures are the render's
/// most common pixel (the fill) and its text pixels. The views are written
/// here from the figures, not copied.
@MainActor
@Suite("Fidelity: colors against real SwiftUI renders")
struct ColorFidelityTests {
    /// The fill and the text as the renders show them, light then dark.
    static let rendered: [(name: String, color: Color, light: [Int], dark: [Int])] = [
        ("red", .red, [255, 56, 60], [255, 66, 69]),  // doubleBackground(), backgroundAndPadding()
        ("orange", .orange, [255, 141, 40], [255, 146, 48]),  // overridden()
        ("yellow", .yellow, [255, 204, 0], [255, 214, 0]),  // viewBackgroundColor() of the suite
        ("green", .green, [52, 199, 89], [48, 209, 88]),  // viewBackgroundColor()
        ("blue", .blue, [0, 136, 255], [0, 145, 255]),  // blue()
        ("purple", .purple, [203, 48, 224], [219, 52, 242]),  // multipleTest()
        ("pink", .pink, [255, 45, 85], [255, 55, 95]),  // defaultBackgroundOverridden()
        ("gray", .gray, [142, 142, 147], [142, 142, 147])  // explicitBackground()
    ]

    /// A color's sRGB components times 255, rounded.
    private func bytes(_ color: Color.Resolved?) -> [Int]? {
        color.map { c in [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
    }

    /// The fill behind a text and the text's color, as the host draws them.
    private func drawn(_ color: Color, dark: Bool) -> (fill: [Int]?, text: [Int]?) {
        let host = ViewHost(
            Text("\(color)").background(color).environment(\.colorScheme, dark ? .dark : .light),
            size: CGSize(width: 400, height: 100))
        var fill: [Int]?, text: [Int]?
        for drawn in host.displayList.drawnItems {
            if case .text(let content)? = drawn.item.content {
                text = bytes(content.runs.first?.paint.color)
            } else if fill == nil {
                fill = bytes(drawn.color)
            }
        }
        return (fill, text)
    }

    @Test func systemFillsAreTheRendersPixels() {
        for entry in Self.rendered {
            #expect(drawn(entry.color, dark: false).fill == entry.light, "\(entry.name), light")
            #expect(drawn(entry.color, dark: true).fill == entry.dark, "\(entry.name), dark")
        }
    }

    /// The renders' text (the primary label color) is black in light and
    /// white in dark, on every fill.
    @Test func primaryTextIsBlackInLightAndWhiteInDark() {
        for entry in Self.rendered {
            #expect(drawn(entry.color, dark: false).text == [0, 0, 0], "\(entry.name)")
            #expect(drawn(entry.color, dark: true).text == [255, 255, 255], "\(entry.name)")
        }
    }
}
