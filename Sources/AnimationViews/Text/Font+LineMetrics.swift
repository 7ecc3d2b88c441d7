import AnimationCore
import Foundation

extension Font {
    /// The font's point size and its face's vertical metrics in points, as
    /// text is laid out with them (UIKit's `UIFont` reports them).
    package var lineMetrics: (pointSize: CGFloat, ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        let traits = self.traits
        let size = self.size.isFinite ? max(self.size, 0) : 17
        let metrics = Font.metrics(weight: traits.weight, design: traits.design, italic: traits.italic, size: size)
        return (
            size, metrics.ascent * size, -metrics.descent * size,
            (metrics.ascent + metrics.descent + metrics.leading) * size
        )
    }
}
