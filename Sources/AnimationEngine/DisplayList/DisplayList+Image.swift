import AnimationCore
import Foundation

extension DisplayList {
    /// An image item: the file of an asset, or a labeled placeholder when
    /// there is none (an image missing from the assets, or a symbol),
    /// drawn in the item's frame.
    public struct ImageContent: Equatable, Sendable {
        /// How a resizable image fills its space.
        public enum ResizingMode: Hashable, Sendable {
            /// Tiles the image at its own size, from the top leading corner.
            case tile
            /// Stretches the image.
            case stretch
        }

        /// The filter a scaled image is drawn with.
        public enum Interpolation: Hashable, Sendable {
            /// The nearest pixel.
            case none
            /// A fast smoothing filter.
            case low
            /// A better smoothing filter (the default).
            case medium
            /// The best smoothing filter.
            case high
        }

        /// The image's name (symbols are prefixed with `system:`).
        public var name: String
        /// The file to draw; `nil` draws the placeholder.
        public var asset: AssetCatalog.ImageAsset?
        /// The image's own size in points; a frame of another size scales
        /// it (stretched) or repeats it (tiled).
        public var naturalSize: CGSize
        /// Edges, in points of the image, that keep their size while the
        /// rest is stretched or tiled.
        public var capInsets: EdgeInsets
        /// Whether the parts between the cap insets stretch or tile.
        public var resizingMode: ResizingMode
        /// The filter a scaled image is drawn with.
        public var interpolation: Interpolation
        /// The paint that fills the image's opaque pixels, for a template
        /// image; `nil` draws the image's own colors.
        public var tint: Paint?
        /// A symbol's outline in a 1 × 1 box (y down), which renderers
        /// scale to the frame and fill with ``tint`` (black without one);
        /// `nil` for an image file or a placeholder.
        public var glyph: Path?

        /// Creates an image item.
        ///
        /// - Parameters:
        ///   - name: The image's name.
        ///   - asset: The file; `nil` for a placeholder.
        ///   - naturalSize: The image's own size.
        ///   - capInsets: The edges that keep their size.
        ///   - resizingMode: Stretch or tile.
        ///   - interpolation: The filter.
        ///   - tint: The template's paint, or `nil`.
        ///   - glyph: A symbol's outline in a 1 × 1 box, or `nil`.
        public init(
            name: String, asset: AssetCatalog.ImageAsset? = nil, naturalSize: CGSize, capInsets: EdgeInsets = EdgeInsets(),
            resizingMode: ResizingMode = .stretch, interpolation: Interpolation = .medium, tint: Paint? = nil,
            glyph: Path? = nil
        ) {
            self.name = name
            self.asset = asset
            self.naturalSize = naturalSize
            self.capInsets = capInsets
            self.resizingMode = resizingMode
            self.interpolation = interpolation
            self.tint = tint
            self.glyph = glyph
        }

        /// The placeholder's label: the name, without a symbol's prefix.
        public var label: String {
            name.hasPrefix("system:") ? String(name.dropFirst("system:".count)) : name
        }

        /// The nine slices of a frame: each part of the image (in points of
        /// the image) and the rectangle of the frame it is drawn in. The
        /// cap insets keep their size (scaled down together when the frame
        /// is smaller than they are); the middle fills the rest. Without
        /// insets, one slice: the whole image in the whole frame. Empty
        /// slices are left out.
        public func slices(in frame: CGRect) -> [(source: CGRect, destination: CGRect)] {
            let size = naturalSize
            func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            var left = clamped(capInsets.leading), right = clamped(capInsets.trailing)
            var top = clamped(capInsets.top), bottom = clamped(capInsets.bottom)
            if left + right > size.width { let k = size.width / (left + right); left *= k; right *= k }
            if top + bottom > size.height { let k = size.height / (top + bottom); top *= k; bottom *= k }
            guard left + right + top + bottom > 0 else {
                return [(CGRect(origin: .zero, size: size), frame)]
            }
            // Where the frame is smaller than the caps, the caps shrink.
            let kx = left + right > frame.width ? frame.width / (left + right) : 1
            let ky = top + bottom > frame.height ? frame.height / (top + bottom) : 1
            let sourceX = [0, left, size.width - right, size.width]
            let sourceY = [0, top, size.height - bottom, size.height]
            let destinationX = [frame.minX, frame.minX + left * kx, frame.maxX - right * kx, frame.maxX]
            let destinationY = [frame.minY, frame.minY + top * ky, frame.maxY - bottom * ky, frame.maxY]
            var result: [(CGRect, CGRect)] = []
            for row in 0..<3 {
                for column in 0..<3 {
                    let source = CGRect(
                        x: sourceX[column], y: sourceY[row],
                        width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                    let destination = CGRect(
                        x: destinationX[column], y: destinationY[row],
                        width: destinationX[column + 1] - destinationX[column],
                        height: destinationY[row + 1] - destinationY[row])
                    if source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 {
                        result.append((source, destination))
                    }
                }
            }
            return result
        }
    }
}
