import AnimationCore
import AnimationViews
import Foundation

extension SVGPaint {
    /// A tiled image as an SVG `<pattern>` in user space: one tile at the
    /// paint's tile, holding the part of the image (embedded once per
    /// document) scaled to it. Without a file, or with nothing to repeat,
    /// the placeholder color.
    static func image(_ tiled: DisplayList.TiledImage, _ attribute: String, _ definitions: inout SVGDefinitions) -> String {
        let opacity = tiled.opacity < 1 ? " \(attribute)-opacity=\"\(SVGFormat.number(max(tiled.opacity, 0)))\"" : ""
        guard tiled.isDrawable, let asset = tiled.image.asset,
            let id = definitions.image(asset.file, size: tiled.image.naturalSize, contents: { SVGRenderer.embedded(asset) })
        else {
            return "\(attribute)=\"\(SVGFormat.color(DisplayList.TiledImage.placeholderColor))\"" + opacity
        }
        let rendering = tiled.image.interpolation == .none ? " image-rendering=\"pixelated\"" : ""
        let tile = tiled.tile, source = tiled.sourceRect
        let pattern = definitions.add { patternID in
            "<pattern id=\"\(patternID)\" patternUnits=\"userSpaceOnUse\" x=\"\(SVGFormat.number(tile.minX))\" "
                + "y=\"\(SVGFormat.number(tile.minY))\" width=\"\(SVGFormat.number(tile.width))\" height=\"\(SVGFormat.number(tile.height))\" "
                + "data-image=\"\(SVGFormat.escaped(tiled.image.name))\">"
                + "<svg width=\"\(SVGFormat.number(tile.width))\" height=\"\(SVGFormat.number(tile.height))\" "
                + "viewBox=\"\(SVGFormat.number(source.minX)) \(SVGFormat.number(source.minY)) \(SVGFormat.number(source.width)) "
                + "\(SVGFormat.number(source.height))\" preserveAspectRatio=\"none\"><use href=\"#\(id)\"\(rendering)/></svg></pattern>"
        }
        return "\(attribute)=\"url(#\(pattern))\"" + opacity
    }
}
