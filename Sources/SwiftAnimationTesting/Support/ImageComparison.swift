import AnimationCore
import AnimationRender
import AnimationViews
import Foundation

/// What a PNG snapshot drew where, kept from the snapshot for its diff:
/// each drawn view's frame in host coordinates and its description, back
/// to front. Written on the main actor while the test waits, read by the
/// diff after, on the test's thread: never at the same time.
final class DrawnItems: @unchecked Sendable {
    /// The views, back to front.
    var views: [(frame: CGRect, description: String)] = []
    /// Pixels per point.
    var scale = 1.0
    /// Where the text's faces were drawn from.
    var fonts: [PNGRenderer.FontSource] = []

    /// Keeps views, the scale they are drawn at and the text's faces.
    func keep(_ views: [(frame: CGRect, description: String)], scale: Double, fonts: [PNGRenderer.FontSource]) {
        self.views = views
        self.scale = scale
        self.fonts = fonts
    }

    /// A sentence on the faces that come from this machine, not from the
    /// files swift-animation ships: what may make a reference recorded
    /// elsewhere differ. Empty when every face is shipped.
    var machineFonts: String {
        let machine = fonts.filter { !$0.isShipped }
        guard !machine.isEmpty else { return "" }
        let lacking = machine.contains(where: \.isSubstitute)
        return "\nText here is drawn with this machine's fonts: "
            + machine.map(\.description).joined(separator: "; ")
            + (lacking
                ? ". Install the missing family (Debian: fonts-liberation) and record again, or compare with a perceptualPrecision under 1."
                : "; a reference recorded with other versions of them differs.")
    }

    /// What a host draws now, each view's description after a prefix
    /// (`at 0.25 s: `, a contact sheet's frame).
    @MainActor
    static func views(of host: ViewHost, prefix: String = "") -> [(frame: CGRect, description: String)] {
        let renderer = DisplayListTextRenderer()
        return host.drawnViews.map {
            ($0.frame, "\(prefix)\($0.summary) — \(renderer.describe($0.item))")
        }
    }

    /// The frontmost view drawn over part of a rectangle (a pixel), if
    /// any: a view whose edge covers part of a pixel drew it, though the
    /// pixel's center may lie outside.
    func frontmost(in rect: CGRect) -> String? {
        views.last { view in
            let overlap = view.frame.intersection(rect)
            return !overlap.isNull && overlap.width > 0 && overlap.height > 0
        }?.description
    }
}

/// Compares two PNG snapshots pixel by pixel.
enum ImageComparison {
    /// Checks the two precisions a strategy takes.
    static func check(precision: Float, perceptualPrecision: Float) throws(SnapshotFailure) {
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw SnapshotFailure(
                "precision and perceptualPrecision must be between 0 and 1, not \(precision) and \(perceptualPrecision)")
        }
    }

    /// Why `new` does not match `reference`, or `nil` when it does: the
    /// same bytes, or pixels close enough.
    ///
    /// Exact by default: with both precisions 1, any pixel whose bytes
    /// differ fails. Otherwise a pixel differs when its CIE 1994 ΔE (see
    /// `ColorDifference`, over white) is more than
    /// `(1 - perceptualPrecision) × 100`, as swift-snapshot-testing reads
    /// `perceptualPrecision` on iOS, and the snapshot fails when more than
    /// `1 - precision` of the pixels differ. The message says which
    /// comparison was made, by how much it missed, the largest difference,
    /// the box the differing pixels lie in, the first of them and the item
    /// drawn there.
    ///
    /// - Parameters:
    ///   - reference: The recorded PNG.
    ///   - new: The PNG of this run.
    ///   - precision: The share of pixels that must match (1: all).
    ///   - perceptualPrecision: How close a pixel must look to match (1:
    ///     equal; 0.98: within ΔE 2, a just noticeable difference).
    ///   - decode: Reads a PNG's pixels.
    ///   - drawn: What this run drew where, to name the item at the first
    ///     pixel that differs.
    /// - Returns: The message, or `nil`.
    static func difference(
        reference: Data, new: Data, precision: Float, perceptualPrecision: Float, decode: (Data) -> RGBAImage?, drawn: DrawnItems
    ) -> String? {
        guard reference != new else { return nil }
        guard let old = decode(reference) else { return "The reference is not a PNG this build can read (\(reference.count) bytes)." }
        guard let now = decode(new) else { return "The snapshot is not a PNG this build can read (\(new.count) bytes)." }
        guard old.width == now.width, old.height == now.height else {
            return "The snapshot is \(now.width) × \(now.height) pixels; the reference is \(old.width) × \(old.height)."
        }
        let exact = precision >= 1 && perceptualPrecision >= 1
        let threshold = (1 - Double(perceptualPrecision)) * 100
        var count = 0, largest = 0.0
        var first: (x: Int, y: Int)?
        var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        let p = old.pixels, q = now.pixels
        for y in 0..<now.height {
            for x in 0..<now.width {
                let index = (y * now.width + x) * 4
                guard (0..<4).contains(where: { p[index + $0] != q[index + $0] }) else { continue }
                let difference = ColorDifference.deltaE94(
                    ColorDifference.lab(red: p[index], green: p[index + 1], blue: p[index + 2], alpha: p[index + 3]),
                    ColorDifference.lab(red: q[index], green: q[index + 1], blue: q[index + 2], alpha: q[index + 3]))
                largest = max(largest, difference)
                guard exact || difference > threshold else { continue }
                count += 1
                if first == nil { first = (x, y) }
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        let total = now.width * now.height
        let allowed = (1 - Double(precision)) * Double(total)
        guard let first, Double(count) > allowed + 1e-9 else { return nil }
        func rgba(_ image: RGBAImage) -> String {
            let p = image.pixel(x: first.x, y: first.y)
            return "rgba(\(p.red),\(p.green),\(p.blue),\(p.alpha))"
        }
        func number(_ value: Double) -> String { TraceTextRenderer.number((value * 1000).rounded() / 1000) }
        let point = CGPoint(x: (Double(first.x) + 0.5) / drawn.scale, y: (Double(first.y) + 0.5) / drawn.scale)
        let pixel = CGRect(x: Double(first.x) / drawn.scale, y: Double(first.y) / drawn.scale, width: 1 / drawn.scale, height: 1 / drawn.scale)
        let where_ = "(\(TraceTextRenderer.number(Double(point.x))), \(TraceTextRenderer.number(Double(point.y)))) pt"
        let share = Double(count) / Double(total) * 100
        let comparison =
            exact
            ? "Compared exactly (precision 1, perceptualPrecision 1): \(count) of \(total) pixels differ"
            : "Compared with precision \(number(Double(precision))) and perceptualPrecision \(number(Double(perceptualPrecision))) "
                + "(a pixel matches within ΔE94 \(number(threshold)), CIE 1994 as Core Image's CILabDeltaE; "
                + "\(number((1 - Double(precision)) * 100)) % of pixels may differ): \(count) of \(total) pixels differ "
                + "(\(number(share)) %, \(number(share - (1 - Double(precision)) * 100)) points over)"
        return """
            \(comparison); the largest difference is ΔE94 \(number(largest)) \
            (a perceptual precision of \(number(max(0, 1 - largest / 100)))), within pixels x \(box.minX)…\(box.maxX), y \(box.minY)…\(box.maxY).
            The first, pixel (\(first.x), \(first.y)) at \(where_), was \(rgba(old)) and is \(rgba(now)); \
            drawn there now: \(drawn.frontmost(in: pixel) ?? "nothing (the background)").\(drawn.machineFonts)
            """
    }
}
