import AnimationCore
import Foundation

/// A drawn view (``DrawnView``) as plain data, for agents and CI to read
/// as JSON: what `animate describe` prints and the MCP server's `describe`
/// and `interact` tools answer, one per view of ``ViewHost/drawnViews``,
/// back to front.
///
/// Frames are in points, in host coordinates, unrounded. A field that does
/// not apply (an image's text) is left out of the JSON.
public struct ViewDescription: Codable, Sendable, Equatable {
    /// A rectangle as JSON names its parts.
    public struct Rect: Codable, Sendable, Equatable {
        /// Its left edge.
        public var x: Double
        /// Its top edge.
        public var y: Double
        /// Its width.
        public var width: Double
        /// Its height.
        public var height: Double

        /// Creates a rectangle from a `CGRect`.
        public init(_ rect: CGRect) {
            x = Double(rect.minX)
            y = Double(rect.minY)
            width = Double(rect.width)
            height = Double(rect.height)
        }
    }

    /// What it draws: `text`, `image`, `shape`, `color`, or `view` for an
    /// identified or labelled view whose content is not one item.
    public var kind: String
    /// The characters it shows, if it is text.
    public var text: String?
    /// The image it shows (`system:` for symbols), if it is an image.
    public var image: String?
    /// Its accessibility identifier.
    public var identifier: String?
    /// Its accessibility label: a modifier's, or a text's characters.
    public var label: String?
    /// Its rectangle in host coordinates (``DrawnView/frame``).
    public var frame: Rect
    /// How opaque it is drawn, 0 to 1 (``DrawnView/opacity``).
    public var opacity: Double
    /// Whether a user sees any of it (``DrawnView/isVisible``).
    public var visible: Bool
    /// Whether a tap at its middle reaches a view that takes taps
    /// (``DrawnView/isHittable``).
    public var hittable: Bool
    /// Whether it is a mask's content (shown only as a mask); left out
    /// when not.
    public var mask: Bool?

    /// Describes a drawn view.
    ///
    /// - Parameter view: The view, as the host draws it now.
    @MainActor
    public init(_ view: DrawnView) {
        switch view.item.content {
        case .text?: kind = "text"
        case .image?: kind = "image"
        case .shape?: kind = "shape"
        case .color?: kind = "color"
        case nil: kind = "view"
        }
        text = view.text
        image = view.imageName
        identifier = view.accessibilityIdentifier
        label = view.accessibilityLabel
        frame = Rect(view.frame)
        opacity = view.opacity
        visible = view.isVisible
        hittable = view.isHittable
        mask = view.isMask ? true : nil
    }

    /// The views a host draws now, as JSON: an array, keys sorted, two
    /// spaces of indent.
    ///
    /// - Parameter views: The descriptions.
    /// - Returns: UTF-8 JSON.
    public static func json(_ views: [ViewDescription]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(views)
    }
}

extension ViewHost {
    /// Every drawn view (``drawnViews``) as plain data, back to front.
    public var viewDescriptions: [ViewDescription] {
        drawnViews.map(ViewDescription.init)
    }
}
