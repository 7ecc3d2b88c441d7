import AnimationCore
import Foundation

extension Text {
    /// Creates a text view that shows an image inline, as a character of
    /// the text: joined with other texts (`Text(Image(systemName: "star"))
    /// + Text(" Favorites")`) or interpolated in a literal, it flows with
    /// their characters and wraps with them.
    ///
    /// A symbol is sized by the text's font, as SwiftUI sizes it: a square
    /// as high as the font's line (times the image scale), centred on the
    /// line, filled with the text's color or style. Any other image is set
    /// at its own size with its bottom on the baseline (an image the
    /// catalog lacks is its placeholder, with the host's warning);
    /// `baselineOffset` moves it up or down, and a line is as high as its
    /// tallest image. The characters a query reads (`DisplayList.Text`'s
    /// `string`) leave the image out; `find(image:)` finds it.
    ///
    /// - Parameter image: The image.
    nonisolated public init(_ image: Image) {
        self.init(runs: [Run(string: TextAttachment.character, attributes: TextRunAttributes(), image: image)])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends an image, shown inline as `Text(_: Image)` shows it
    /// (`Text("Rated \(Image(systemName: "star.fill"))")`).
    ///
    /// - Parameter image: The image.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}

/// An image set in a line of text, resolved in the text's environment
/// (with the run's font): what it draws and how far it reaches above and
/// below the baseline.
struct TextAttachment: Equatable {
    /// The object replacement character, the string an attachment's run
    /// holds (as an `NSTextAttachment`'s does).
    static let character = "\u{FFFC}"

    var content: ImageLeaf.Content
    /// Its width and height in points.
    var size: CGSize
    /// How far it reaches above the baseline (the rest is below).
    var ascent: CGFloat

    /// An image resolved for a run of a face: a symbol centred on the
    /// face's line, any other image on the baseline.
    init(content: ImageLeaf.Content, metrics: FontMetrics, size fontSize: CGFloat) {
        self.content = content
        // The natural size, whatever the image's resizing: Text sets an
        // image at its own size.
        self.content.isResizable = true
        size = content.naturalSize
        if content.asset == nil, content.symbolSide > 0 {
            let lineAscent = metrics.ascent * fontSize
            let lineHeight = (metrics.ascent + metrics.descent + metrics.leading) * fontSize
            ascent = lineAscent + (size.height - lineHeight) / 2
        } else {
            ascent = size.height
        }
    }

    /// The image drawn with its left edge at `x` on a baseline, filled
    /// (a template) with `tint`.
    func item(x: CGFloat, baseline: CGFloat, scale: CGFloat, tint: DisplayList.Paint) -> DisplayList.Item {
        DisplayList.Item(
            frame: CGRect(x: x, y: baseline - ascent * scale, width: size.width * scale, height: size.height * scale),
            content: .image(content.item(tint: tint)))
    }
}

extension Text {
    /// The image of each run that holds one, resolved in the environment
    /// with the run's font: `resolve` looks it up (in the graph's catalog
    /// for a view, in the canvas's for a `GraphicsContext`).
    static func attachment(
        of image: Image?, font: Font, metrics: FontMetrics, size: CGFloat, in environment: EnvironmentValues,
        resolve: (Image, EnvironmentValues) -> ImageLeaf.Content?
    ) -> TextAttachment? {
        guard let image else { return nil }
        var environment = environment
        environment.font = font
        guard let content = resolve(image, environment) else { return nil }
        return TextAttachment(content: content, metrics: metrics, size: size)
    }
}
