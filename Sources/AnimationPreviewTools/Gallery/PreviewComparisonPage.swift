import AnimationRender
import Foundation

/// The report of `animate previews --compare OLD_DIR`, beside the gallery:
/// `compare.html`, each changed preview's older and newer picture side by
/// side with their difference (the newer picture faded, the regions that
/// differ outlined in red), the added and removed ones; and `compare.md`,
/// the counts and a table of what changed, to post as a pull request's
/// comment.
public enum PreviewComparisonPage {
    /// Writes `compare.html` and `compare.md` into the newer run's folder.
    ///
    /// - Parameters:
    ///   - comparison: The comparison; its paths are relative to the folder.
    ///   - folder: The newer run's folder.
    /// - Returns: The page's and the summary's paths.
    @discardableResult
    public static func write(_ comparison: PreviewComparison, to folder: String) throws -> (page: String, summary: String) {
        let page = folder + "/compare.html", summary = folder + "/compare.md"
        try Data(html(comparison).utf8).write(to: URL(fileURLWithPath: page))
        try Data(markdown(comparison).utf8).write(to: URL(fileURLWithPath: summary))
        return (page, summary)
    }

    /// One line of counts: `2 changed, 1 added, 1 removed, 7 unchanged`,
    /// and `, 1 within its threshold` when one changed less than its
    /// threshold allows.
    public static func counts(_ comparison: PreviewComparison) -> String {
        let kinds: [PreviewComparison.Change] = [.changed, .added, .removed, .unchanged]
        let within = comparison.count(.withinThreshold)
        return kinds.map { "\(comparison.count($0)) \($0.rawValue)" }.joined(separator: ", ")
            + (within > 0 ? ", \(within) within \(within == 1 ? "its" : "their") threshold" : "")
    }

    /// The summary in Markdown: the counts, then a row per preview that
    /// changed, was added or was removed (none when nothing did).
    public static func markdown(_ comparison: PreviewComparison) -> String {
        var text = "### Previews against \(comparison.baseline)\n\n\(counts(comparison)).\n"
        let shown = comparison.entries.filter { $0.change != .unchanged && $0.change != .withinThreshold }
        guard !shown.isEmpty else { return text + "\nNo preview changed.\n" }
        text += "\n| Preview | Place | Change |\n|---|---|---|\n"
        for entry in shown {
            text += "| \(cell(entry.name)) | `\(cell(entry.place))` | \(cell(detail(entry))) |\n"
        }
        return text
    }

    /// A change in words: `changed: 200 of 7,200 pixels (2.8 %)`.
    static func detail(_ entry: PreviewComparison.Entry) -> String {
        guard entry.change == .changed || entry.change == .withinThreshold else { return entry.change.rawValue }
        if let difference = entry.difference {
            let total = difference.width * difference.height
            let share = total == 0 ? 0 : Double(difference.differing) / Double(total) * 100
            return "changed: \(difference.differing) of \(total) pixels (\(String(format: "%.1f", share)) %)"
        }
        return "changed" + (entry.note.map { " (\($0))" } ?? "")
    }

    /// Text for a Markdown table cell: no line breaks or bars.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// The page's text: the pictures by their paths in the folder.
    public static func html(_ comparison: PreviewComparison) -> String {
        let escaped = PreviewGalleryPage.escaped
        var body = "<h1>Previews against \(escaped(comparison.baseline))</h1>\n<p class=\"summary\">\(escaped(counts(comparison))).</p>\n"
        for entry in comparison.entries where entry.change != .unchanged && entry.change != .withinThreshold {
            body +=
                "<section class=\"\(entry.change.rawValue)\">\n<h2>\(escaped(entry.name)) <span class=\"place\">\(escaped(entry.place))</span></h2>\n"
            body += "<p class=\"detail\">\(escaped(detail(entry)))</p>\n<div class=\"pair\">\n"
            body += figure(entry.before, caption: "before")
            body += figure(entry.after, caption: entry.change == .added ? "added" : "after")
            if let difference = entry.difference, let after = entry.after { body += diff(difference, over: after) }
            body += "</div>\n</section>\n"
        }
        let unchanged = comparison.entries.filter { $0.change == .unchanged }.map { escaped($0.name) }
        if !unchanged.isEmpty { body += "<p class=\"unchanged\">Unchanged: \(unchanged.joined(separator: ", ")).</p>\n" }
        for entry in comparison.entries where entry.change == .withinThreshold {
            body += "<p class=\"unchanged\">Within its threshold: \(escaped(entry.name)), \(escaped(detail(entry))).</p>\n"
        }
        return PreviewGalleryPage.document(
            title: "Previews against \(comparison.baseline)",
            style: """
                section { background: #fff; border-radius: 12px; padding: 12px; margin-bottom: 16px; box-shadow: 0 1px 3px #0002; }
                h2 { font-size: 15px; margin: 0 0 4px; } .place, .detail, .unchanged { color: #636366; font-size: 12px; font-weight: normal; }
                .pair { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
                figure { margin: 0; } figcaption { font-size: 12px; color: #636366; }
                figure img, figure svg { display: block; max-width: 396px; max-height: 640px; border: 1px solid #e5e5ea; background: #fff; }
                """, body: body)
    }

    /// A picture with its caption, or nothing.
    static func figure(_ picture: String?, caption: String) -> String {
        guard let picture else { return "" }
        let link = PreviewGalleryPage.escaped(picture)
        return "<figure><a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// The newer picture faded under the differing regions, outlined.
    static func diff(_ difference: PreviewComparison.PixelDifference, over picture: String) -> String {
        var svg = "<figure><svg viewBox=\"0 0 \(difference.width) \(difference.height)\" width=\"\(difference.width)\">"
        svg +=
            "<image href=\"\(PreviewGalleryPage.escaped(picture))\" width=\"\(difference.width)\" height=\"\(difference.height)\" opacity=\"0.3\"/>"
        for region in difference.regions {
            svg += "<rect x=\"\(Int(region.minX))\" y=\"\(Int(region.minY))\" width=\"\(Int(region.width))\" height=\"\(Int(region.height))\" "
            svg += "fill=\"#ff3b30\" fill-opacity=\"0.25\" stroke=\"#ff3b30\"/>"
        }
        return svg + "</svg><figcaption>difference</figcaption></figure>\n"
    }
}
