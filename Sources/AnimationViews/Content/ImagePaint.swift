import AnimationCore
import Foundation

/// A shape style that fills a shape by repeating a region of an image.
///
/// One copy of the region, at the image's size in points times
/// ``scale``, starts at the top-left corner of the filled rectangle (a
/// shape's frame, a text's run) and repeats edge to edge in both
/// directions. The image is looked up as `Image(_:)` looks it up; an
/// image the assets lack, and a symbol (which has no file), paint
/// ``/AnimationEngine/DisplayList/TiledImage/placeholderColor`` after a warning.
///
/// Choices where SwiftUI's results are undefined: a `sourceRect` reaching
/// outside the unit square is cut to it (nothing left: the whole image);
/// a ``scale`` that is not a positive finite number is taken as 1. A
/// change of image paint does not animate.
@frozen public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to
    /// draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    ///
    /// - Parameters:
    ///   - image: The image to be drawn.
    ///   - sourceRect: A unit-space rectangle defining how much of the
    ///     source image to draw.
    ///   - scale: A scale factor applied to the image during rendering.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The tiled image, with its file looked up in the environment.
    public func _resolvePaint(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        let asset = image.asset(in: environment, catalog: environment._hostAssets)
        for problem in environment._hostAssets.imageProblems[image.name] ?? [] { CurrentHost.warn("Assets: \(problem).") }
        if asset == nil {
            CurrentHost.warn(
                image.isSymbol
                    ? "ImagePaint: the symbol \"\(image.name.dropFirst("system:".count))\" has no image file to repeat; painting a placeholder color."
                    : "ImagePaint: no image named \"\(image.name)\" in the assets; painting a placeholder color.")
        }
        let content = DisplayList.ImageContent(
            name: image.name, asset: asset, naturalSize: asset?.size ?? Image.placeholderSize,
            interpolation: image.isAntialiased ? image.interpolationQuality : .none)
        return .tiled(_ResolvedShapeStyle.Tiled(image: content, unitRect: Self.unitRect(sourceRect), scale: Self.checkedScale(scale)))
    }

    /// The part of the unit square a source rectangle selects.
    static func unitRect(_ rect: CGRect) -> CGRect {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return unit }
        let part = rect.standardized.intersection(unit)
        return part.isNull || part.width <= 0 || part.height <= 0 ? unit : part
    }

    /// A scale that is a positive finite number; 1 for any other.
    static func checkedScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    ///
    /// - Parameters:
    ///   - image: The image to be drawn.
    ///   - sourceRect: A unit-space rectangle defining how much of the
    ///     source image to draw.
    ///   - scale: A scale factor applied to the image during rendering.
    /// - Returns: The image paint.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension _ResolvedShapeStyle {
    /// An image paint resolved: the image, the part repeated (in the unit
    /// square), the scale and the opacity it is drawn at.
    struct Tiled: Equatable, Sendable {
        var image: DisplayList.ImageContent
        var unitRect: CGRect
        var scale: CGFloat
        var opacity: Double = 1

        /// The paint of a rectangle: tiles from its top-left corner.
        func paint(in rect: CGRect) -> DisplayList.Paint {
            let size = image.naturalSize
            let source = CGRect(
                x: unitRect.minX * size.width, y: unitRect.minY * size.height,
                width: unitRect.width * size.width, height: unitRect.height * size.height)
            let tile = CGRect(origin: rect.origin, size: CGSize(width: source.width * scale, height: source.height * scale))
            return .image(DisplayList.TiledImage(image: image, sourceRect: source, tile: tile, opacity: opacity))
        }
    }

    /// A tiled image.
    static func tiled(_ tiled: Tiled) -> _ResolvedShapeStyle {
        var style = _ResolvedShapeStyle(kind: .image, stops: [], a: .zero)
        style.solid = DisplayList.TiledImage.placeholderColor
        style.tiled = tiled
        return style
    }
}
