import AnimationCore
import AnimationViews
import Foundation

extension PNGRenderer {
    /// Where the text of a face is drawn from in PNG output, so that a
    /// snapshot that differs between machines can say which font did.
    ///
    /// Inter (the system font's face here) is drawn from the files this
    /// package ships, the same on every machine; serif and monospaced
    /// text (Liberation Serif, Liberation Mono) from the machine's fonts
    /// through fontconfig, which draws another family in place of one the
    /// machine lacks.
    public struct FontSource: Sendable, Equatable, CustomStringConvertible {
        /// The family the text asks for.
        public var family: String
        /// Whether bold (weights from 600 up are drawn bold).
        public var bold: Bool
        /// Whether italic.
        public var italic: Bool
        /// The family drawn: `family`, or the one fontconfig put in its
        /// place.
        public var drawnFamily: String
        /// The font file drawn, when known.
        public var file: String?
        /// Whether the file is this package's own copy.
        public var isShipped: Bool

        /// A source.
        public init(family: String, bold: Bool, italic: Bool, drawnFamily: String, file: String?, isShipped: Bool) {
            self.family = family
            self.bold = bold
            self.italic = italic
            self.drawnFamily = drawnFamily
            self.file = file
            self.isShipped = isShipped
        }

        /// Whether the machine lacks the family and another stands in.
        public var isSubstitute: Bool { drawnFamily.caseInsensitiveCompare(family) != .orderedSame }

        /// The face and file, as a failure prints it: `Inter Bold
        /// (swift-animation's Inter-Bold.otf)`, `Liberation Serif (this
        /// machine's LiberationSerif-Regular.ttf)`, or `Liberation Mono,
        /// which this machine lacks: drawn with DejaVu Sans Mono
        /// (DejaVuSansMono.ttf)`.
        public var description: String {
            let style = [bold ? "Bold" : nil, italic ? "Italic" : nil].compactMap { $0 }.joined(separator: " ")
            let name = style.isEmpty ? family : "\(family) \(style)"
            let fileName = file.map { ($0 as NSString).lastPathComponent } ?? "no file"
            if isShipped { return "\(name) (swift-animation's \(fileName))" }
            if isSubstitute { return "\(name), which this machine lacks: drawn with \(drawnFamily) (\(fileName))" }
            return "\(name) (this machine's \(fileName))"
        }
    }

    /// The faces a display list's text is drawn with, in the order they
    /// first appear, each once; empty without text or without a drawing
    /// backend (``isAvailable``).
    ///
    /// - Parameter list: The display list.
    /// - Returns: Where each face is drawn from.
    public static func fonts(in list: DisplayList) -> [FontSource] {
        guard let backend = RasterBackends.current else { return [] }
        var seen: [FontSource] = []
        func visit(_ item: DisplayList.Item) {
            if case .text(let text) = item.content {
                for run in text.runs {
                    let source = backend.fontSource(family: run.face.family, bold: run.face.weight >= 600, italic: run.face.italic)
                    if !seen.contains(source) { seen.append(source) }
                }
            }
            item.children.forEach(visit)
            item.mask.forEach(visit)
        }
        list.items.forEach(visit)
        return seen
    }
}
