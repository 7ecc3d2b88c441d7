import AnimationCore
import Foundation

/// What a frame shows: a tree of items, back to front, built from
/// presentation values. Renderers turn it into SVG, HTML or PNG; tests
/// inspect it.
///
/// Frames are in host coordinates before the transforms of the items above;
/// an item's ``Item/transform`` applies to the item and all its children,
/// after the transforms of its own children, as nested SVG groups do.
public struct DisplayList: Equatable, Sendable {
    /// The top-level items, back to front.
    public var items: [Item]

    /// Creates a display list.
    ///
    /// - Parameter items: The items.
    public init(items: [Item] = []) {
        self.items = items
    }

    /// One drawn element, or a group with effects.
    public struct Item: Equatable, Sendable {
        /// The laid-out rectangle, in host coordinates before transforms.
        public var frame: CGRect
        /// The transform of the item and its children (scale, rotation and
        /// offset effects).
        public var transform: CGAffineTransform
        /// The opacity of the item and its children.
        public var opacity: Double
        /// A shadow under the item and its children.
        public var shadow: Shadow?
        /// The blur radius of the item and its children (0: none).
        public var blurRadius: CGFloat
        /// What the item draws itself, if anything.
        public var content: Content?
        /// The items inside, back to front.
        public var children: [Item]
        /// A path that clips the item and its children (in the item's
        /// coordinates, like its frame), or `nil`.
        public var clip: Clip?
        /// Items whose opacity masks the item and its children (`mask`);
        /// empty for none. Mask items take no hits.
        public var mask: [Item] = []
        /// How the item and its children blend with what is behind them.
        public var blendMode: BlendMode = .normal
        /// Color filters applied, in order, to the item and its children
        /// drawn as one layer.
        public var colorFilters: [ColorFilter] = []
        /// A projection applied after ``transform``, for 3D effects; `nil`
        /// when there is none.
        public var projection: ProjectionTransform?
        /// The node whose tap action the item carries.
        package var tapTarget: ObjectIdentifier?
        /// The identifier and label of an accessibility modifier's item;
        /// nothing draws them (``ViewHost/find(id:)`` reads them).
        package var accessibility: AccessibilityInfo?
        /// Whether the item and its children take hits (a view being removed
        /// does not).
        package var allowsHitTesting = true
        /// The region that takes hits for the nearest enclosing tap target
        /// (`contentShape`), in host coordinates like the frame; `nil` for
        /// none.
        package var hitShape: HitShape?
        /// Whether tap targets and content shapes may be inside, so that a
        /// hit test skips the subtrees that have none (not part of the
        /// item's value: it never makes two items unequal).
        package var hitTestingHint = HitTestingHint()

        /// Creates an item.
        public init(
            frame: CGRect, transform: CGAffineTransform = .identity, opacity: Double = 1, shadow: Shadow? = nil,
            blurRadius: CGFloat = 0, content: Content? = nil, children: [Item] = []
        ) {
            self.frame = frame
            self.transform = transform
            self.opacity = opacity
            self.shadow = shadow
            self.blurRadius = blurRadius
            self.content = content
            self.children = children
        }
    }

    /// What an item draws.
    public enum Content: Equatable, Sendable {
        /// A path (in host coordinates), filled (by the even-odd rule when
        /// `eoFill`, otherwise non-zero winding) or stroked.
        case shape(Path, paint: Paint, stroke: StrokeStyle?, eoFill: Bool = false)
        /// A rectangle filled with a color.
        case color(Color.Resolved)
        /// Laid-out text.
        case text(Text)
        /// An image: an asset's file, or a labeled placeholder.
        case image(ImageContent)

        /// The characters of a text item, lines joined by newlines; `nil`
        /// for other content.
        public var string: String? {
            if case .text(let text) = self { return text.string }
            return nil
        }

        /// The name of an image item (symbols prefixed with `system:`);
        /// `nil` for other content.
        public var imageName: String? {
            if case .image(let image) = self { return image.name }
            return nil
        }
    }

    /// A clip: a path and its fill rule.
    public struct Clip: Equatable, Sendable {
        /// The path, in the item's coordinates.
        public var path: Path
        /// Whether the even-odd rule decides the inside.
        public var eoFill: Bool

        /// Creates a clip.
        ///
        /// - Parameters:
        ///   - path: The path.
        ///   - eoFill: The even-odd rule; non-zero winding when `false`.
        public init(path: Path, eoFill: Bool = false) {
            self.path = path
            self.eoFill = eoFill
        }
    }

    /// A color filter of an item: what `hueRotation`, `brightness`,
    /// `contrast`, `saturation`, `grayscale`, `colorMultiply` and
    /// `colorInvert` apply, and a canvas's `colorMatrix`,
    /// `alphaThreshold` and `luminanceToAlpha` filters.
    ///
    /// Each applies to every pixel of the item's drawing that is not
    /// wholly transparent; transparent pixels stay transparent.
    public enum ColorFilter: Equatable, Sendable {
        /// Rotates hues by an angle in radians.
        case hueRotation(Double)
        /// Adds an amount to each color component.
        case brightness(Double)
        /// Scales each component's distance from 0.5.
        case contrast(Double)
        /// Scales saturation (0 is gray).
        case saturation(Double)
        /// Mixes toward gray by an amount (1 is gray).
        case grayscale(Double)
        /// Multiplies each component by a color's.
        case colorMultiply(Color.Resolved)
        /// Inverts each component.
        case colorInvert
        /// Transforms each color by a matrix (``ColorMatrix``).
        case colorMatrix(ColorMatrix)
        /// Replaces each pixel whose alpha is in `min...max` by the color,
        /// and every other pixel by transparency.
        case alphaThreshold(min: Double, max: Double, color: Color.Resolved)
        /// Black, with the pixel's luma (`0.2125 R + 0.7154 G + 0.0721 B`,
        /// SVG's `luminanceToAlpha` weights) as its alpha.
        case luminanceToAlpha
    }

    /// A shadow.
    public struct Shadow: Equatable, Sendable {
        /// The color.
        public var color: Color.Resolved
        /// The blur radius.
        public var radius: CGFloat
        /// The offset.
        public var offset: CGSize
        /// Whether it is an inner shadow (`ShadowStyle.inner(color:radius:x:y:)`),
        /// drawn on top of the content inside its shape, rather than a drop
        /// shadow under it.
        public var isInner = false

        /// Creates a shadow.
        ///
        /// - Parameters:
        ///   - color: The color.
        ///   - radius: The blur radius.
        ///   - offset: The offset.
        ///   - isInner: Whether it is an inner shadow.
        public init(color: Color.Resolved, radius: CGFloat, offset: CGSize, isInner: Bool = false) {
            self.color = color
            self.radius = radius
            self.offset = offset
            self.isInner = isInner
        }
    }

    /// Every item, depth first, with the transform from the item's
    /// coordinates to the host's (its own and its ancestors').
    public var flattened: [(item: Item, transform: CGAffineTransform)] {
        var result: [(Item, CGAffineTransform)] = []
        func visit(_ item: Item, _ outer: CGAffineTransform) {
            let transform = item.transform.concatenating(outer)
            result.append((item, transform))
            for child in item.children { visit(child, transform) }
        }
        for item in items { visit(item, .identity) }
        return result
    }
}
