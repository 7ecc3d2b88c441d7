import AnimationCore
import Foundation

/// A run of text with its attributes resolved in an environment.
struct ResolvedTextRun {
    var string: String
    var metrics: FontMetrics
    /// Whether digits advance as far as the face's widest digit.
    var tabularDigits = false
    var face: DisplayList.FontFace
    /// Space after each character (kerning plus tracking).
    var spacing: CGFloat
    var baselineOffset: CGFloat
    /// Extra line height (a font's `leading`), in points.
    var extraLeading: CGFloat
    /// What goes between this run's lines beyond their height, in points
    /// (``Font/interlineGap(faceLineHeight:at:)``).
    var interlineGap: CGFloat = 0
    /// The run's own style; `nil` for the text's foreground.
    var paint: _ResolvedShapeStyle?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// The resolved colors of the lines (`nil`: the run's paint).
    var underlineColor: Color.Resolved?
    var strikethroughColor: Color.Resolved?
    /// The run's custom attributes (`Text.customAttribute`), the last set
    /// first, for a ``TextRenderer``.
    var custom: [_AnyTextAttribute] = []
    /// The image the run shows (`Text(Image(...))`); its string is one
    /// object replacement character.
    var attachment: TextAttachment? = nil
}

/// Lays text out: wraps it at spaces (inside a word that is wider than the
/// line, between characters) to the width it is offered, limits its lines
/// (`lineLimit` and the height offered), truncates the last line shown
/// with an ellipsis where `truncationMode` says, shrinks it down to
/// `minimumScaleFactor` before truncating, and aligns its lines.
///
/// Characters advance by the face's widths (see ``FontMetrics``) times the
/// size, plus kerning and tracking; there is no kerning between pairs and
/// no ligatures. A line is as high as the face's ascent, descent and line
/// gap at its largest size; between lines go `lineSpacing` and the largest
/// ``ResolvedTextRun/interlineGap`` of the runs (a text style's published
/// line height, as iOS 26 spaces lines). The text's
/// size is rounded up to whole pixels at the display scale.
struct TextLayout {
    let runs: [ResolvedTextRun]
    let options: TextLayoutOptions

    /// One character of the text.
    struct Glyph {
        var character: Character
        var run: Int
        /// The advance at scale 1 (with the run's spacing).
        var advance: CGFloat
        var isSpace: Bool
        var isNewline: Bool
    }

    /// The text's characters, with case transformed.
    let glyphs: [Glyph]

    init(runs: [ResolvedTextRun], options: TextLayoutOptions) {
        self.runs = runs
        self.options = options
        var glyphs: [Glyph] = []
        for (index, run) in runs.enumerated() {
            var string = run.string
            switch options.textCase {
            case .uppercase: string = string.uppercased()
            case .lowercase: string = string.lowercased()
            case nil: break
            }
            var previous: Character?
            for character in string {
                // The face's kerning between this character and the one
                // before it in the run adjusts the one before's advance (as
                // a font's pair adjustment does); tabular digits are not kerned.
                if let before = previous,
                    !(run.tabularDigits && (before.isWholeNumber || character.isWholeNumber))
                {
                    glyphs[glyphs.count - 1].advance +=
                        run.metrics.kerning(before, character) * run.face.size * run.face.widthScale
                }
                if let attachment = run.attachment {
                    glyphs.append(Glyph(character: character, run: index, advance: attachment.size.width, isSpace: false, isNewline: false))
                    continue
                }
                let isNewline = character.isNewline
                previous = isNewline ? nil : character
                glyphs.append(
                    Glyph(
                        character: character, run: index,
                        advance: isNewline
                            ? 0
                            : (run.tabularDigits && character.isASCII && character.isWholeNumber
                                ? run.metrics.tabularDigitAdvance : run.metrics.advance(of: character)) * run.face.size
                                * run.face.widthScale + run.spacing,
                        isSpace: character == " " || character == "\t", isNewline: isNewline))
            }
        }
        self.glyphs = glyphs
    }

    /// A line as laid out: its characters (with an ellipsis where it was
    /// cut) and size.
    struct Line {
        /// Glyphs; an ellipsis is a glyph of its own.
        var glyphs: [Glyph]
        var width: CGFloat
        var ascent: CGFloat
        var height: CGFloat
    }

    /// The result of laying out for an offered size.
    struct Result {
        var lines: [Line]
        var size: CGSize
        var scale: CGFloat
        var truncated: Bool
    }

    /// Lays the text out in an offered width and height (`nil`: unlimited).
    func layout(width: CGFloat?, height: CGFloat?) -> Result {
        let limitWidth = width.map { $0.isFinite ? max($0, 0) : .infinity }
        let limitHeight = height.map { $0.isFinite ? max($0, 0) : .infinity }
        let full = layout(width: limitWidth, height: limitHeight, scale: 1)
        guard full.truncated, options.minimumScaleFactor < 1 else { return full }
        // The largest scale at or above the minimum that fits untruncated.
        var low = options.minimumScaleFactor, high: CGFloat = 1
        var best = layout(width: limitWidth, height: limitHeight, scale: low)
        guard !best.truncated else { return best }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            let attempt = layout(width: limitWidth, height: limitHeight, scale: middle)
            if attempt.truncated { high = middle } else { low = middle; best = attempt }
        }
        return best
    }

    private func layout(width: CGFloat?, height: CGFloat?, scale: CGFloat) -> Result {
        let limit = (width ?? .infinity) + 1e-6
        var broken: [[Int]] = []
        var current: [Int] = [], currentWidth: CGFloat = 0
        var index = 0
        func advance(_ i: Int) -> CGFloat { glyphs[i].advance * scale }
        while index < glyphs.count {
            if glyphs[index].isNewline {
                broken.append(current)
                current = []
                currentWidth = 0
                index += 1
                continue
            }
            // A segment no line breaks inside: a word, and the words after
            // it that begin with closing punctuation (Unicode's line
            // breaking, LB13: no break before `.`, `,`, `)`, `!`, `/` ...
            // even after spaces, as iOS breaks lines).
            var end = index
            while true {
                while end < glyphs.count, !glyphs[end].isSpace, !glyphs[end].isNewline { end += 1 }
                var next = end
                while next < glyphs.count, glyphs[next].isSpace { next += 1 }
                guard next > end, next < glyphs.count, Self.neverStartsALine(glyphs[next]) else { break }
                end = next
            }
            var spacesEnd = end
            while spacesEnd < glyphs.count, glyphs[spacesEnd].isSpace { spacesEnd += 1 }
            let wordWidth = (index..<end).reduce(0) { $0 + advance($1) }
            if !current.isEmpty, currentWidth + wordWidth > limit {
                broken.append(current)
                current = []
                currentWidth = 0
            }
            if current.isEmpty, wordWidth > limit {
                for character in index..<end {
                    if !current.isEmpty, currentWidth + advance(character) > limit {
                        broken.append(current)
                        current = []
                        currentWidth = 0
                    }
                    current.append(character)
                    currentWidth += advance(character)
                }
            } else {
                current.append(contentsOf: index..<end)
                currentWidth += wordWidth
            }
            for space in end..<spacesEnd {
                current.append(space)
                currentWidth += advance(space)
            }
            index = spacesEnd
        }
        broken.append(current)

        // How many lines are shown.
        var allowed = min(options.lineLimit ?? .max, broken.count)
        if let height {
            var used: CGFloat = 0
            var fitting = 0
            for (number, line) in broken.enumerated() {
                let lineHeight = metrics(of: line, near: lineStart(number, broken), scale: scale).height
                used += lineHeight + (number > 0 ? lineGap(scale: scale) : 0)
                if used > height + 1e-6, fitting > 0 { break }
                fitting += 1
            }
            allowed = min(allowed, max(fitting, 1))
        }
        let truncated = allowed < broken.count
        var lines: [Line] = []
        for number in 0..<allowed {
            var ids = broken[number]
            let isCut = truncated && number == allowed - 1
            if isCut, width != nil {
                // The rest of the text from this line on, on one line.
                ids = Array(lineStart(number, broken)..<glyphs.count).filter { !glyphs[$0].isNewline }
            }
            var shown = ids.map { glyph(at: $0, scale: scale) }
            if isCut {
                shown = cut(shown, width: width ?? .infinity, near: ids.last ?? lineStart(number, broken), scale: scale)
            } else {
                // Trailing spaces take no room.
                while let last = shown.last, last.isSpace { shown.removeLast() }
            }
            let vertical = metrics(of: ids, near: lineStart(number, broken), scale: scale)
            lines.append(
                Line(
                    glyphs: shown, width: shown.reduce(0) { $0 + $1.advance }, ascent: vertical.ascent, height: vertical.height))
        }
        var size = CGSize(
            width: lines.map(\.width).max() ?? 0,
            height: lines.reduce(0) { $0 + $1.height } + lineGap(scale: scale) * CGFloat(max(lines.count - 1, 0)))
        if options.reservesSpace, let limit = options.lineLimit, lines.count < limit, let last = lines.last {
            size.height += CGFloat(limit - lines.count) * (last.height + lineGap(scale: scale))
        }
        // Rounded up to whole pixels, as SwiftUI sizes text.
        let pixels = options.displayScale
        size = CGSize(
            width: (size.width * pixels - 1e-6).rounded(.up) / pixels, height: (size.height * pixels - 1e-6).rounded(.up) / pixels)
        return Result(lines: lines, size: size, scale: scale, truncated: truncated)
    }

    private func lineStart(_ number: Int, _ broken: [[Int]]) -> Int {
        // The first glyph of the line, or (an empty line) the one after the
        // lines before it.
        if let first = broken[number].first { return first }
        var count = 0
        for line in broken[..<number] { count += line.count + 1 }
        return min(count, max(glyphs.count - 1, 0))
    }

    private func glyph(at index: Int, scale: CGFloat) -> Glyph {
        var glyph = glyphs[index]
        glyph.advance *= scale
        return glyph
    }

    /// The ascent and height of a line: its runs' largest.
    private func metrics(of line: [Int], near index: Int, scale: CGFloat) -> (ascent: CGFloat, height: CGFloat) {
        guard !runs.isEmpty else { return (0, 0) }
        var usedRuns = Set(line.map { glyphs[$0].run })
        if usedRuns.isEmpty { usedRuns = [glyphs.isEmpty ? 0 : glyphs[min(index, glyphs.count - 1)].run] }
        var ascent: CGFloat = 0, below: CGFloat = 0
        for runIndex in usedRuns {
            let run = runs[runIndex], size = run.face.size * scale
            ascent = max(ascent, run.metrics.ascent * size + run.baselineOffset)
            below = max(below, (run.metrics.descent + run.metrics.leading) * size + run.extraLeading - run.baselineOffset)
            // An image reaches as far as it does from the baseline.
            if let attachment = run.attachment {
                ascent = max(ascent, attachment.ascent * scale + run.baselineOffset)
                below = max(below, (attachment.size.height - attachment.ascent) * scale - run.baselineOffset)
            }
        }
        return (ascent, ascent + below)
    }

    /// A line cut to a width with an ellipsis.
    private func cut(_ line: [Glyph], width: CGFloat, near index: Int, scale: CGFloat) -> [Glyph] {
        let run = line.last?.run ?? (glyphs.isEmpty ? 0 : glyphs[min(index, glyphs.count - 1)].run)
        guard run < runs.count else { return line }
        let ellipsis = Glyph(
            character: "…", run: run,
            advance: (runs[run].metrics.advance(of: "…") * runs[run].face.size * runs[run].face.widthScale + runs[run].spacing) * scale,
            isSpace: false, isNewline: false)
        var room = width - ellipsis.advance
        switch options.truncation {
        case .tail:
            var kept: [Glyph] = []
            for glyph in line {
                guard glyph.advance <= room + 1e-6 else { break }
                kept.append(glyph)
                room -= glyph.advance
            }
            while let last = kept.last, last.isSpace { kept.removeLast() }
            return kept + [ellipsis]
        case .head:
            var kept: [Glyph] = []
            for glyph in line.reversed() {
                guard glyph.advance <= room + 1e-6 else { break }
                kept.insert(glyph, at: 0)
                room -= glyph.advance
            }
            while let first = kept.first, first.isSpace { kept.removeFirst() }
            return [ellipsis] + kept
        case .middle:
            var head: [Glyph] = [], tail: [Glyph] = []
            var front = 0, back = line.count - 1
            var takeFront = true
            while front <= back {
                let glyph = takeFront ? line[front] : line[back]
                guard glyph.advance <= room + 1e-6 else { break }
                room -= glyph.advance
                if takeFront { head.append(glyph); front += 1 } else { tail.insert(glyph, at: 0); back -= 1 }
                takeFront.toggle()
            }
            return head + [ellipsis] + tail
        }
    }

    /// How far below the top the last line's baseline is (lines go down
    /// from the top, as ``draw(_:in:paint:)`` draws them).
    func lastBaseline(of result: Result) -> CGFloat {
        var top: CGFloat = 0
        for line in result.lines.dropLast() { top += line.height + lineGap(scale: result.scale) }
        return top + (result.lines.last?.ascent ?? 0)
    }

    /// The laid-out text drawn in a frame: lines from the top, each aligned
    /// by `multilineTextAlignment` within the frame's width.
    func draw(_ result: Result, in frame: CGRect, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint) -> DisplayList.Text {
        drawRuns(result, in: frame, paint: paint).text
    }

    /// The laid-out text drawn in a frame as an item: the text, and its
    /// images (``TextAttachment``) as the item's children.
    func item(_ result: Result, in frame: CGRect, opacity: Double = 1, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint)
        -> DisplayList.Item
    {
        let drawn = drawRuns(result, in: frame, paint: paint)
        return DisplayList.Item(frame: frame, opacity: opacity, content: .text(drawn.text), children: drawn.images)
    }

    /// The laid-out text drawn in a frame, with the index in ``runs`` of
    /// the run each drawn run comes from, and the items of its images.
    func drawRuns(_ result: Result, in frame: CGRect, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint) -> (
        text: DisplayList.Text, sources: [Int], images: [DisplayList.Item]
    ) {
        var runs: [DisplayList.TextRun] = [], sources: [Int] = [], images: [DisplayList.Item] = []
        var top = frame.minY
        for (number, line) in result.lines.enumerated() {
            let free = frame.width - line.width
            var x = frame.minX + (options.alignment == .leading ? 0 : options.alignment == .center ? free / 2 : free)
            let baseline = top + line.ascent
            var index = 0
            while index < line.glyphs.count {
                let runIndex = line.glyphs[index].run
                let source = self.runs[runIndex]
                // An image (an ellipsis that cut the line after one is a
                // character of its run's face).
                if let attachment = source.attachment, line.glyphs[index].character != "…" {
                    images.append(
                        attachment.item(x: x, baseline: baseline - source.baselineOffset, scale: result.scale, tint: paint(source.paint)))
                    x += line.glyphs[index].advance
                    index += 1
                    continue
                }
                var string = "", positions: [CGFloat] = []
                while index < line.glyphs.count, line.glyphs[index].run == runIndex {
                    string.append(line.glyphs[index].character)
                    positions.append(x)
                    x += line.glyphs[index].advance
                    index += 1
                }
                var face = source.face
                face.size *= result.scale
                let runBaseline = baseline - source.baselineOffset
                let thickness = face.size * 150 / 2048
                func decoration(_ style: Text.LineStyle?, color: Color.Resolved?, y: CGFloat) -> DisplayList.TextDecoration? {
                    guard let style else { return nil }
                    let t = thickness
                    let dash: [CGFloat] =
                        switch style.pattern {
                        case .solid: []
                        case .dot: [t, 2 * t]
                        case .dash: [4 * t, 2 * t]
                        case .dashDot: [4 * t, 2 * t, t, 2 * t]
                        case .dashDotDot: [4 * t, 2 * t, t, 2 * t, t, 2 * t]
                        }
                    return DisplayList.TextDecoration(color: color, dash: dash, y: y, thickness: t)
                }
                sources.append(runIndex)
                runs.append(
                    DisplayList.TextRun(
                        string: string, line: number, positions: positions, endX: x, baseline: runBaseline, face: face,
                        paint: paint(source.paint),
                        underline: decoration(source.underline, color: source.underlineColor, y: runBaseline + face.size * 217 / 2048),
                        strikethrough: decoration(source.strikethrough, color: source.strikethroughColor, y: runBaseline - face.size * 0.26)))
            }
            top += line.height + lineGap(scale: result.scale)
        }
        return (DisplayList.Text(runs: runs), sources, images)
    }
}
