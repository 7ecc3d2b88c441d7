import AnimationCore
import Foundation

/// A change of a text's string while it animates: what the text draws
/// between the old text and the new, at the change's progress (0 to 1).
///
/// - Cross-fade (`.opacity`, `.interpolate`): the old text at opacity
///   1 − p and the new at p, each its own size, both centered in the text's
///   frame.
/// - Numeric text: characters are matched from the right (so digits keep
///   their place value); an unchanged one is drawn once, a changed one rolls:
///   the old character moves up by p line heights (down when counting down)
///   and fades out, the new one comes from a line below (above) and fades
///   in. Characters are set on one line, right-aligned in the frame, each
///   with its face's advance; an image in the text (`Text(Image(...))`)
///   is one of them, drawn as the image.
struct TextChange {
    let old: TextLayout
    let kind: ContentTransition.Kind
    let countsDown: Bool

    /// The items of the text at the change's progress.
    func items(
        to new: TextLayout, in frame: CGRect, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint, progress: Double
    ) -> [DisplayList.Item] {
        let p = min(max(progress, 0), 1)
        switch kind {
        case .numeric, .numericValue:
            return rolling(from: old, to: new, in: frame, paint: paint, progress: p)
        case .opacity, .interpolate, .identity, .symbolReplace:
            return [
                Self.text(old, centeredIn: frame, paint: paint, opacity: 1 - p),
                Self.text(new, centeredIn: frame, paint: paint, opacity: p)
            ]
        }
    }

    private static func text(
        _ layout: TextLayout, centeredIn frame: CGRect, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint, opacity: Double
    ) -> DisplayList.Item {
        let result = layout.layout(width: nil, height: nil)
        let size = result.size
        let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        return layout.item(result, in: rect, opacity: opacity, paint: paint)
    }

    private func rolling(
        from old: TextLayout, to new: TextLayout, in frame: CGRect, paint: (_ResolvedShapeStyle?) -> DisplayList.Paint,
        progress p: Double
    ) -> [DisplayList.Item] {
        let before = old.glyphs.filter { !$0.isNewline }, after = new.glyphs.filter { !$0.isNewline }
        let line = max(old.layout(width: nil, height: nil).size.height, new.layout(width: nil, height: nil).size.height)
        let direction: CGFloat = countsDown ? 1 : -1  // where the old character goes
        // Right edges of each character, counted from the right.
        func rightEdges(_ glyphs: [TextLayout.Glyph]) -> [CGFloat] {
            var edges: [CGFloat] = [], x = frame.maxX
            for glyph in glyphs.reversed() {
                edges.append(x)
                x -= glyph.advance
            }
            return edges
        }
        let oldEdges = rightEdges(before), newEdges = rightEdges(after)
        func character(_ glyph: TextLayout.Glyph, of layout: TextLayout, rightEdge: CGFloat, dy: CGFloat, opacity: Double) -> DisplayList.Item {
            let run = layout.runs[glyph.run]
            let rect = CGRect(x: rightEdge - glyph.advance, y: frame.minY + dy, width: glyph.advance, height: line)
            // An image in the text rolls as its character would, drawn as
            // the image (its run's one character is U+FFFC, not drawn).
            if let attachment = run.attachment, glyph.character != "…" {
                let baseline = rect.minY + run.metrics.ascent * run.face.size - run.baselineOffset
                var item = attachment.item(x: rect.minX, baseline: baseline, scale: 1, tint: paint(run.paint))
                item.opacity *= opacity
                return item
            }
            let text = DisplayList.Text(runs: [
                DisplayList.TextRun(
                    string: String(glyph.character), line: 0, positions: [rect.minX], endX: rect.maxX,
                    baseline: rect.minY + run.metrics.ascent * run.face.size, face: run.face, paint: paint(run.paint),
                    underline: nil, strikethrough: nil)
            ])
            return DisplayList.Item(frame: rect, opacity: opacity, content: .text(text))
        }
        var items: [DisplayList.Item] = []
        // Left to right, so that the items read in order.
        for index in (0..<max(before.count, after.count)).reversed() {
            let was = index < before.count ? before[before.count - 1 - index] : nil
            let now = index < after.count ? after[after.count - 1 - index] : nil
            if let was, let now, was.character == now.character {
                items.append(character(now, of: new, rightEdge: newEdges[index], dy: 0, opacity: 1))
                continue
            }
            if let was {
                items.append(character(was, of: old, rightEdge: oldEdges[index], dy: direction * line * p, opacity: 1 - p))
            }
            if let now {
                items.append(character(now, of: new, rightEdge: newEdges[index], dy: -direction * line * (1 - p), opacity: p))
            }
        }
        return items
    }
}
