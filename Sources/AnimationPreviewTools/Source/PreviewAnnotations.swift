import Foundation

/// What a user sets on a preview for `animate previews` in a comment right
/// above it, so that the code compiles unchanged everywhere (SwiftUI has
/// no API for it):
///
/// ```swift
/// // animate: tags=onboarding,dark-mode threshold=0.01
/// #Preview("Welcome") { WelcomeView() }
/// ```
///
/// The comment may be any of the comment lines (`//` or `///`) and
/// attributes (`@MainActor`) directly above the preview's line; a blank
/// line or code ends them. `tags` are names separated by commas;
/// `threshold` is the share of pixels, 0 to 1, that may differ before
/// `--compare` calls the preview changed. Words it does not know are
/// reported as warnings, a bad value too, and left out.
public struct PreviewAnnotations: Sendable, Equatable {
    /// The tags, in order, without repeats.
    public var tags: [String] = []
    /// The threshold, if one is set.
    public var threshold: Double?
    /// What could not be read, one message each.
    public var warnings: [String] = []

    /// Reads the annotations above a line of a file's text.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - line: The preview's line, from 1.
    public init(in text: String, above line: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = min(line - 1, lines.count) - 1
        var directives: [Substring] = []
        while index >= 0 {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                let comment = trimmed.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
                if comment.hasPrefix("animate:") { directives.append(Substring(comment.dropFirst("animate:".count))) }
            } else if !trimmed.hasPrefix("@") {
                break
            }
            index -= 1
        }
        for directive in directives.reversed() {
            for word in directive.split(whereSeparator: \.isWhitespace) { read(word) }
        }
    }

    /// Reads one `key=value` word.
    private mutating func read(_ word: Substring) {
        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("tags", 2):
            for tag in parts[1].split(separator: ",").map(String.init) where !tags.contains(tag) { tags.append(tag) }
        case ("threshold", 2):
            guard let value = Double(parts[1]), value.isFinite, (0...1).contains(value) else {
                warnings.append("animate: threshold must be a share of pixels from 0 to 1, not '\(parts[1])'")
                return
            }
            threshold = value
        default:
            warnings.append("animate: '\(word)' is not tags=A,B or threshold=SHARE")
        }
    }
}

extension PreviewManifest {
    /// Sets each preview's ``Preview/tags`` and ``Preview/threshold`` from
    /// the comments above it in its file (``PreviewAnnotations``), adding
    /// a warning to it for what cannot be read. Files that cannot be read
    /// are skipped.
    public mutating func readAnnotations() {
        var texts: [String: String?] = [:]
        for index in previews.indices {
            let file = previews[index].file
            if texts[file] == nil { texts[file] = FileContents.data(atPath: file).map { String(decoding: $0, as: UTF8.self) } }
            guard let text = texts[file] ?? nil else { continue }
            let annotations = PreviewAnnotations(in: text, above: previews[index].line)
            previews[index].tags = annotations.tags.isEmpty ? nil : annotations.tags
            previews[index].threshold = annotations.threshold
            previews[index].warnings += annotations.warnings
        }
    }
}
