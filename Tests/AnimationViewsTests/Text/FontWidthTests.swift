import AnimationCore
import AnimationViews
import Foundation
import TestSupport
import Testing

/// The face a text is drawn with, and its frame.
@MainActor
private func drawn(_ view: some View, _ string: String = "Wide words") -> (face: DisplayList.FontFace, width: CGFloat)? {
    let host = ViewHost(view, size: CGSize(width: 800, height: 200))
    guard let found = host.find(text: string), case .text(let laidOut)? = found.item.content, let run = laidOut.runs.first else { return nil }
    return (run.face, found.frame.width)
}

/// `Font.width(_:)` and `fontWidth(_:)`: the named widths narrow or widen
/// the face by OpenType's proportions of their width classes (see
/// `Font.Width`; Apple does not publish SF's widths as numbers).
@MainActor
@Suite("Font widths")
struct FontWidthTests {
    @Test func namedWidthsScaleTheFaceAcross() throws {
        // Liberation Serif has no automatic tracking, so that a run's width
        // is its advances alone: a condensed line is 75 % as wide.
        let serif = Font.system(size: 17, design: .serif)
        let standard = try #require(drawn(Text("Wide words").font(serif)))
        #expect(standard.face.widthScale == 1)
        for (width, scale) in [(Font.Width.compressed, 0.625), (.condensed, 0.75), (.standard, 1), (.expanded, 1.25)] {
            let scaled = try #require(drawn(Text("Wide words").font(serif.width(width))))
            #expect(abs(scaled.face.widthScale - scale) < 1e-12)
            #expect(abs(scaled.width - standard.width * scale) <= onePixel, "\(width): \(scaled.width) vs \(standard.width)")
        }
    }

    @Test func theModifiersSetTheWidthOfTextInside() {
        // A view's fontWidth reaches the text inside; a text's own wins.
        #expect(drawn(VStack { Text("Wide words") }.fontWidth(.condensed))?.face.widthScale == 0.75)
        #expect(drawn(Text("Wide words").fontWidth(.expanded).fontWidth(.condensed))?.face.widthScale == 1.25)
        #expect(drawn(Text("Wide words").font(.body.width(.compressed)).fontWidth(nil))?.face.widthScale == 0.625)
        // A text's fontWidth wins over its font's width.
        #expect(drawn(Text("Wide words").font(.body.width(.compressed)).fontWidth(.expanded))?.face.widthScale == 1.25)
    }

    @Test func widthsOutsideTheRangeAreClamped() {
        #expect(drawn(Text("Wide words").font(.body.width(Font.Width(.nan))))?.face.widthScale == 1)
        #expect(drawn(Text("Wide words").font(.body.width(Font.Width(5))))?.face.widthScale == 2)
        #expect(drawn(Text("Wide words").font(.body.width(Font.Width(-5))))?.face.widthScale == 0.5)
        #expect(drawn(Text("Wide words").font(.body.width(Font.Width(.infinity))))?.face.widthScale == 1)
    }
}
