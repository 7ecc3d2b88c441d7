import AnimationRender
import Foundation

/// The gallery `animate previews` writes beside the outputs: `index.html`,
/// a page with each preview's picture, name, `file:line`, size, whether it
/// settles, its warnings and errors, and a player for the ones that
/// animate; and `previews.json`, the ``PreviewManifest``.
public enum PreviewGalleryPage {
    /// Writes `index.html` and `previews.json` into a folder.
    ///
    /// - Parameters:
    ///   - manifest: What was rendered; its output paths are relative to
    ///     the folder.
    ///   - folder: The folder.
    /// - Returns: The page's and the manifest's paths.
    @discardableResult
    public static func write(_ manifest: PreviewManifest, to folder: String) throws -> (page: String, manifest: String) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let page = folder + "/index.html", json = folder + "/previews.json"
        try Data(html(manifest).utf8).write(to: URL(fileURLWithPath: page))
        try manifest.json().write(to: URL(fileURLWithPath: json))
        return (page, json)
    }

    /// The page's text: self-contained but for the outputs it shows.
    public static func html(_ manifest: PreviewManifest) -> String {
        let rendered = manifest.previews.filter { $0.status == .rendered }.count
        var body = "<h1>Previews of \(escaped(manifest.path))</h1>\n"
        body += "<p class=\"summary\">\(rendered) of \(manifest.previews.count) rendered"
        body += ", built in \(seconds(manifest.timings.build)), rendered in \(seconds(manifest.timings.render)).</p>\n"
        for error in manifest.errors { body += "<pre class=\"error\">\(escaped(error))</pre>\n" }
        for warning in manifest.warnings { body += "<p class=\"warning\">\(escaped(warning))</p>\n" }
        body += "<main>\n"
        for preview in manifest.previews { body += card(preview, format: manifest.format, under: manifest.path) }
        body += "</main>\n"
        return document(
            title: "Previews of \(manifest.path)",
            style: """
                main { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
                figure { margin: 0; background: #fff; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; max-width: 420px; }
                figure.failed { border: 2px solid #ff3b30; }
                .stage { display: block; max-width: 396px; max-height: 640px; border: 1px solid #e5e5ea; background: #fff; }
                iframe.stage { width: 396px; height: 640px; }
                figcaption { margin-top: 8px; }
                .name { font-weight: 600; }
                .place, .facts { color: #636366; font-size: 12px; }
                .warning { color: #a05a00; font-size: 12px; }
                pre.error { color: #c00; white-space: pre-wrap; font-size: 12px; background: #fff0f0; padding: 8px; overflow-x: auto; }
                """, body: body)
    }

    /// A page of the gallery's look: its title (escaped here), the rules
    /// of its own beside the body's, and its body.
    static func document(title: String, style: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escaped(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        \(style)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// One preview's card.
    static func card(_ preview: PreviewManifest.Preview, format: String, under path: String) -> String {
        let file = shownFile(preview.file, under: path)
        var html = "<figure class=\"\(preview.status == .rendered ? "rendered" : "failed")\" id=\"\(escaped(anchor(preview)))\">\n"
        if let output = preview.outputs.file, preview.status == .rendered {
            let link = escaped(output)
            if format == "html", preview.animates == true {
                // The player of a view that animates, on the page itself.
                html += "<iframe class=\"stage\" src=\"\(link)\" loading=\"lazy\" title=\"\(escaped(preview.name))\"></iframe>\n"
            } else {
                let picture = escaped(preview.outputs.poster ?? output)
                html += "<a href=\"\(link)\"><img class=\"stage\" src=\"\(picture)\" alt=\"\(escaped(preview.name))\" loading=\"lazy\"></a>\n"
            }
        }
        html += "<figcaption>\n<div class=\"name\">\(escaped(preview.name))</div>\n"
        html += "<div class=\"place\">\(escaped(file)):\(preview.line) · \(escaped(preview.kind))</div>\n"
        html += "<div class=\"facts\">\(escaped(facts(preview)))</div>\n"
        for warning in preview.warnings { html += "<div class=\"warning\">\(escaped(warning))</div>\n" }
        for error in preview.errors { html += "<pre class=\"error\">\(escaped(error))</pre>\n" }
        return html + "</figcaption>\n</figure>\n"
    }

    /// A line of facts: status, size, frames, settling.
    static func facts(_ preview: PreviewManifest.Preview) -> String {
        var parts: [String] = []
        switch preview.status {
        case .rendered: break
        case .notBuilt: parts.append("does not build")
        case .crashed: parts.append("crashed")
        case .timedOut: parts.append("timed out")
        case .failed: parts.append("failed")
        case .listed: parts.append("not rendered")
        }
        if let size = preview.size { parts.append("\(number(size.width)) × \(number(size.height)) pt") }
        if preview.status == .rendered {
            parts.append("\(preview.frames) frame\(preview.frames == 1 ? "" : "s")")
            switch (preview.settles, preview.settledAt) {
            case (true, let time?): parts.append(time == 0 ? "still" : "settles at \(seconds(time))")
            case (false, _): parts.append("still animating at \(seconds(preview.duration)) (the limit)")
            default: parts.append("at \(seconds(preview.duration))")
            }
        }
        return parts.joined(separator: " · ")
    }

    /// A file as the pages show it: from the path previewed when it lies
    /// under it, else as it is.
    static func shownFile(_ file: String, under path: String) -> String {
        let root = path.hasSuffix("/") ? path : path + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// An anchor for a preview's card: its file and line.
    static func anchor(_ preview: PreviewManifest.Preview) -> String {
        "\((preview.file as NSString).lastPathComponent)-\(preview.line)"
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// Text escaped for HTML and attribute values.
    static func escaped(_ text: String) -> String { SVGFormat.escaped(text) }
}
