import AnimationCore
import Foundation
import TestSupport
import Testing

@testable import AnimationViews

/// The system face's widths, kerning, optical sizes and tracking, each
/// from its source: SF Pro's tables (advance widths from `hmtx`, kerning
/// from the GPOS `kern` feature, in units of 2,048 per em) and the Human
/// Interface Guidelines' iOS tracking table, in points.
@MainActor
@Suite("San Francisco's metrics")
struct SanFranciscoMetricsTests {
    /// A one-line text's width, to a thousandth of a point.
    private func width(_ text: Text) -> CGFloat {
        ViewHost(text.environment(\.displayScale, 1000), size: CGSize(width: 2000, height: 400)).sizeThatFits(.unspecified).width
    }

    /// SF Pro Text under 20 points, SF Pro Display from 20: "Hello" is
    /// 1520 + 1170 + 518 + 518 + 1210 units in Text, 1432 + 1049 + 418 +
    /// 418 + 1087 in Display (no kerned pair), tracked -0.45 after each
    /// character at both 19 and 20 points; Display's tighter widths make
    /// the 20-point word narrower than the 19-point one.
    @Test func theOpticalSizeChangesAt20Points() {
        let at19 = width(Text("Hello").font(.system(size: 19)))
        let at20 = width(Text("Hello").font(.system(size: 20)))
        #expect(abs(at19 - (4936.0 / 2048 * 19 - 5 * 0.45)) < 0.002, "\(at19)")
        #expect(abs(at20 - (4404.0 / 2048 * 20 - 5 * 0.45)) < 0.002, "\(at20)")
        #expect(at20 < at19)
    }

    /// `.headline` is semibold: SF Pro Text Semibold's "Hello", 1573 +
    /// 1208 + 573 + 573 + 1248 units, tracked -0.43 at 17 points.
    @Test func semiboldTextIsMeasuredWithTheSemiboldFace() {
        let headline = width(Text("Hello").font(.headline))
        #expect(abs(headline - (5175.0 / 2048 * 17 - 5 * 0.43)) < 0.002, "\(headline)")
    }

    /// Tabular digits are not kerned: "74", which SF Pro Text Regular
    /// kerns by -120 units (7 is 1166 units, 4 is 1318), is two of the
    /// widest digit under `monospacedDigit()`.
    @Test func tabularDigitsAreNotKerned() {
        let proportional = width(Text("74"))
        #expect(abs(proportional - ((1166.0 + 1318 - 120) / 2048 * 17 - 2 * 0.43)) < 0.002, "\(proportional)")
        let tabular = width(Text("74").monospacedDigit())
        #expect(abs(tabular - 2 * (1318.0 / 2048 * 17 - 0.43)) < 0.002, "\(tabular)")
    }

    /// The HIG's tracking column in points: -0.43 at 17, -0.45 at 20,
    /// +0.38 at 28, 0 from 80; between listed sizes, linear; below 6
    /// points, 6 points' share of an em; nothing for a size that is not a
    /// size.
    @Test func trackingFollowsThePublishedTable() {
        #expect(abs(Font.systemTracking(atSize: 17) + 0.43) < 1e-12)
        #expect(abs(Font.systemTracking(atSize: 20) + 0.45) < 1e-12)
        #expect(abs(Font.systemTracking(atSize: 28) - 0.38) < 1e-12)
        #expect(abs(Font.systemTracking(atSize: 17.5) + 0.435) < 1e-12)
        #expect(Font.systemTracking(atSize: 80) == 0 && Font.systemTracking(atSize: 200) == 0)
        #expect(abs(Font.systemTracking(atSize: 3) - 0.12) < 1e-12)
        for size in [CGFloat.nan, .infinity, 0, -5] {
            #expect(Font.systemTracking(atSize: size) == 0)
        }
    }

    /// Kerning comes from the face's pairs between printable Latin-1
    /// characters: SF Pro Text Regular kerns "T" then "e" (and "e" then
    /// "T") by -200 units, "A" then "V" by -130, and not "a" then "b";
    /// accented letters and guillemets as the face does ("T" then "é"
    /// -200, "T" then "ö" -160, "V" then "ä" -100, "À" then "v" -140, "ñ"
    /// then "T" -150, "«" then "T" -100: SF-Pro-Text-Regular.ttf's GPOS
    /// `kern` pairs as fontTools 4 reads them). A pair with a character
    /// outside Latin-1 or of two scalars (a combining accent), a face
    /// without a table (serif) and malformed data kern by 0.
    @Test func kerningReadsTheFacesPairs() {
        #expect(FontMetrics.textRegular.kerning("T", "e") == -200.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("e", "T") == -200.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("A", "V") == -130.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("a", "b") == 0)
        #expect(FontMetrics.textRegular.kerning("T", "\u{E9}") == -200.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("T", "\u{F6}") == -160.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("V", "\u{E4}") == -100.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("\u{C0}", "v") == -140.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("\u{F1}", "T") == -150.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("\u{AB}", "T") == -100.0 / 2048)
        #expect(FontMetrics.textRegular.kerning("T", "e\u{301}") == 0)
        #expect(FontMetrics.textRegular.kerning("T", "\u{153}") == 0)
        #expect(FontMetrics.serifRegular.kerning("T", "e") == 0)
        let malformed = FontMetrics(
            family: "Inter", unitsPerEm: 2048, ascender: 1950, descender: 494, lineGap: 0, capHeight: 1443, latin: [], extra: [],
            kerning: "not base64 at all!")
        #expect(malformed.kerning("T", "e") == 0)
    }
}
