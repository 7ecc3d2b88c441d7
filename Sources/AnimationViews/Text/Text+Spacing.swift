import AnimationCore
import Foundation

extension TextLeaf {
    /// The space text prefers above and below it in a vertical stack (see
    /// ``AnimationEngine/LayoutSpacing``), from the largest of its runs'
    /// font metrics, as SwiftUI sets text's spacing:
    /// - beside text: the lower text's leading (what goes between its
    ///   lines beyond their height: 1.71 points for body text, whose lines
    ///   are 22 points apart), rounded up to whole pixels;
    /// - below a view of another kind: the default line spacing (line
    ///   height plus a tenth of it, rounded up to whole pixels) less the
    ///   ascent: 6.43 points for body text at 3x;
    /// - above a view of another kind: the larger of the default line
    ///   spacing less the cap height and the text spacing plus the
    ///   descent: 10.64 points for body text at 3x.
    ///
    /// Text without runs is of no particular kind.
    func spacing(of node: ViewNode, in layout: inout LayoutPass) -> LayoutSpacing {
        guard let textLayout = self.layout, !textLayout.runs.isEmpty else { return .standard }
        var ascent: CGFloat = 0, descent: CGFloat = 0, capHeight: CGFloat = 0, leading: CGFloat = 0
        for run in textLayout.runs {
            let size = run.face.size
            ascent = max(ascent, run.metrics.ascent * size)
            descent = max(descent, run.metrics.descent * size)
            capHeight = max(capHeight, run.metrics.capHeightInEms * size)
            leading = max(leading, run.interlineGap)
        }
        let scale = textLayout.options.displayScale
        let pixel: CGFloat = scale > 0 && scale.isFinite ? 1 / scale : 0
        let lineHeight = ascent + descent
        let textSpacing = LayoutSpacing.roundedUp(lineHeight * 0.1, toPixel: pixel)
        let lineSpacing = lineHeight + textSpacing
        let text = LayoutSpacing.TextToText.text(leading: leading, pixelLength: pixel)
        return LayoutSpacing(
            top: .init(textToText: text, edgeAboveText: lineSpacing - ascent),
            bottom: .init(textToText: text, edgeBelowText: max(lineSpacing - capHeight, textSpacing + descent)))
    }
}
