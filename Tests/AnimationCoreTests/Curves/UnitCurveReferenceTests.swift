import AnimationCore
import Foundation
import Testing

/// `UnitCurve` Bézier values against a real browser's `cubic-bezier()` and
/// against 30-digit solutions of the same curves.
@Suite(
    "UnitCurve against cubic_bezier_browser.json",
    .enabled(if: ReferenceData.isAvailable(ReferenceData.bezierName), "../shared/refdata is absent")
)
struct UnitCurveReferenceTests {
    /// Whether the curve's tangent is vertical somewhere: `dx/ds` is zero at
    /// an end (x1 = 0 or x2 = 1) while `dy/ds` is not, or inside the curve.
    static func hasVerticalTangent(_ p: [Double]) -> Bool {
        let (x1, y1, x2, y2) = (p[0], p[1], p[2], p[3])
        if x1 == 0 && y1 != 0 { return true }
        if x2 == 1 && y2 != 1 { return true }
        // dx/ds = 3[x1 (1-s)^2 + 2 (x2-x1)(1-s)s + (1-x2) s^2] touches zero inside
        // when its discriminant vanishes: (x2 - x1)^2 == x1 (1 - x2) with x2 < x1.
        return x2 < x1 && abs((x2 - x1) * (x2 - x1) - x1 * (1 - x2)) < 1e-12
    }

    @Test func everyCaseMatchesExactAndBrowser() throws {
        let file = try ReferenceData.load(ReferenceData.BezierFile.self, from: ReferenceData.bezierName)
        #expect(file.cases.count > 1_000)
        var worstExact = (error: 0.0, name: ""), worstVertical = (error: 0.0, name: "")
        var worstBrowser = (error: 0.0, name: "")
        for item in file.cases {
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: item.p[0], y: item.p[1]),
                endControlPoint: UnitPoint(x: item.p[2], y: item.p[3]))
            let value = curve.value(at: item.t_browser)
            let exactError = abs(value - item.exact)
            let browserError = abs(curve.value(at: item.t) - item.progress)
            let vertical = Self.hasVerticalTangent(item.p)
            #expect(exactError <= (vertical ? 1e-5 : 1e-9), "\(item.name) p=\(item.p) t=\(item.t_browser): \(value) vs exact \(item.exact)")
            #expect(browserError <= 1e-5, "\(item.name) p=\(item.p) t=\(item.t): \(value) vs browser \(item.progress)")
            if vertical {
                if exactError > worstVertical.error { worstVertical = (exactError, item.name) }
            } else if exactError > worstExact.error {
                worstExact = (exactError, item.name)
            }
            if browserError > worstBrowser.error { worstBrowser = (browserError, item.name) }
        }
        print(
            "UnitCurve max |error| vs exact: \(worstExact.error) (\(worstExact.name)); "
                + "vertical tangents: \(worstVertical.error) (\(worstVertical.name)); "
                + "vs browser: \(worstBrowser.error) (\(worstBrowser.name))")
    }
}
