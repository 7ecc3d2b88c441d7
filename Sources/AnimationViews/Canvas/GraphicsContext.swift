import AnimationCore
import Foundation

/// An immediate-mode drawing destination: what a ``Canvas`` hands its
/// renderer.
///
/// Drawing calls (`fill`, `stroke`, `draw`) record display-list items in the
/// canvas's item, so what a canvas draws reaches the SVG and PNG renderers
/// and tests like any view's drawing. A context is a value: copying it and
/// changing the copy's state (its transform, opacity, blend mode, clip or
/// filters) leaves the original alone, but both draw into the same canvas.
///
/// Differences from SwiftUI, each documented where it applies:
/// - Drawing is vector drawing into the display list, not pixels in a
///   bitmap: a canvas redraws when its view updates or is laid out again.
/// - The offsets of `shadow` filters are turned with the context's
///   transform (Core Graphics keeps them in device space).
public struct GraphicsContext {
    /// Where the drawing goes (shared by copies).
    let layer: CanvasLayer
    /// The canvas's resources: the graph (assets, warnings) and symbols.
    let resources: CanvasResources
    /// The canvas's origin in host coordinates.
    let origin: CGPoint
    /// The canvas's size.
    let size: CGSize
    /// The clips, outermost first, as paths in host coordinates (before the
    /// item transforms), or masks.
    var clips: [CanvasClip] = []
    /// The filters drawing operations get, in the order added (applied
    /// last to first).
    var filters: [Filter] = []

    /// The environment of the canvas: text and images resolve in it, and
    /// `.foreground` shading is its foreground style.
    public let environment: EnvironmentValues

    /// The opacity of drawing from now on, multiplied into each operation
    /// (1 by default). Values outside 0...1 are clamped when drawn.
    public var opacity: Double = 1

    /// How drawing from now on blends with what is behind it.
    public var blendMode: BlendMode = .normal

    /// The transform from user space (what drawing calls take) to the
    /// canvas's coordinates, whose origin is its top-left corner.
    public var transform: CGAffineTransform = .identity

    init(layer: CanvasLayer, resources: CanvasResources, origin: CGPoint, size: CGSize, environment: EnvironmentValues) {
        self.layer = layer
        self.resources = resources
        self.origin = origin
        self.size = size
        self.environment = environment
    }

    // MARK: Transforms

    /// Moves user space's origin.
    ///
    /// - Parameters:
    ///   - x: Points along x.
    ///   - y: Points along y.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales user space.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates user space about its origin (clockwise on screen for
    /// positive angles).
    ///
    /// - Parameter angle: The angle.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Appends a transform to user space: points go through `matrix`, then
    /// the current transform.
    ///
    /// - Parameter matrix: The transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Drawing paths

    /// Fills a path.
    ///
    /// A path with a coordinate that is not finite draws nothing, and the
    /// host warns.
    ///
    /// - Parameters:
    ///   - path: The path, in user space.
    ///   - shading: What fills it.
    ///   - style: The fill rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard check(path) else { return }
        let placed = path.applying(CGAffineTransform(translationX: origin.x, y: origin.y))
        let paint = shading.paint(bounds: path.boundingRect, context: self)
        record(DisplayList.Item(frame: placed.boundingRect, content: .shape(placed, paint: paint, stroke: nil, eoFill: style.isEOFilled)))
    }

    /// Strokes a path.
    ///
    /// A path with a coordinate that is not finite draws nothing, and the
    /// host warns; a line width that is not finite, or negative, strokes
    /// nothing.
    ///
    /// - Parameters:
    ///   - path: The path, in user space.
    ///   - shading: What paints the line.
    ///   - style: The line's width, ends, joins and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard check(path), style.lineWidth.isFinite, style.lineWidth >= 0 else { return }
        let placed = path.applying(CGAffineTransform(translationX: origin.x, y: origin.y))
        let bounds = path.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2)
        let paint = shading.paint(bounds: bounds, context: self)
        let frame = placed.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2)
        record(DisplayList.Item(frame: frame, content: .shape(placed, paint: paint, stroke: style)))
    }

    /// Strokes a path with a line width.
    ///
    /// - Parameters:
    ///   - path: The path, in user space.
    ///   - shading: What paints the line.
    ///   - lineWidth: The width (1 by default).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Layers

    /// Draws into a new layer, then composites the layer as one image with
    /// this context's opacity, blend mode, filters and clip.
    ///
    /// The layer's context starts with this context's transform and
    /// environment, full opacity, the normal blend mode, no filters and no
    /// clip of its own.
    ///
    /// - Parameter content: Draws the layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(layer: CanvasLayer(), resources: resources, origin: origin, size: size, environment: environment)
        inner.transform = transform
        try content(&inner)
        guard !inner.layer.items.isEmpty else { return }
        record(DisplayList.Item(frame: canvasFrame, children: inner.layer.items), transformed: false)
    }

    // MARK: Clipping

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Clips to the outside of the shape instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Narrows the clip to a path: drawing from now on shows only inside
    /// it (outside it, with `.inverse`). A path that is not finite clips
    /// everything away, with a warning.
    ///
    /// - Parameters:
    ///   - path: The path, in user space.
    ///   - style: The fill rule that decides the inside.
    ///   - options: `.inverse` to keep the outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard check(path) else {
            clips.append(.path(DisplayList.Clip(path: Path())))
            return
        }
        var placed = path.applying(transform).applying(CGAffineTransform(translationX: origin.x, y: origin.y))
        var eoFill = style.isEOFilled
        if options.contains(.inverse) {
            // The canvas's rectangle around the path, by the even-odd rule:
            // what is inside the path falls outside.
            var outside = Path(canvasFrame.union(placed.boundingRect).insetBy(dx: -1, dy: -1))
            outside.addPath(placed)
            placed = outside
            eoFill = true
        }
        clips.append(.path(DisplayList.Clip(path: placed, eoFill: eoFill)))
    }

    /// Narrows the clip to what a layer draws: drawing from now on shows
    /// where the layer is opaque (where it is not, with `.inverse`), as a
    /// mask.
    ///
    /// - Parameters:
    ///   - opacity: The layer's opacity.
    ///   - options: `.inverse` to keep where the layer is clear.
    ///   - content: Draws the layer.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void)
        rethrows
    {
        var inner = GraphicsContext(layer: CanvasLayer(), resources: resources, origin: origin, size: size, environment: environment)
        inner.transform = transform
        try content(&inner)
        var mask = DisplayList.Item(frame: canvasFrame, opacity: Self.clamped(opacity), children: inner.layer.items)
        if options.contains(.inverse) {
            // White where the layer is clear: the canvas filled, the layer
            // cut out of it.
            var cut = mask
            cut.blendMode = .destinationOut
            cut.opacity = Self.clamped(opacity)
            mask = DisplayList.Item(
                frame: canvasFrame,
                children: [
                    DisplayList.Item(frame: canvasFrame, content: .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))),
                    cut
                ])
        }
        clips.append(.mask([mask]))
    }

    /// The bounding rectangle of the clip, in user space: the canvas's
    /// rectangle narrowed by the path clips (masks do not narrow it).
    public var clipBoundingRect: CGRect {
        var rect = canvasFrame
        for case .path(let clip) in clips where !clip.eoFill {
            rect = rect.intersection(clip.path.boundingRect)
        }
        guard !rect.isNull else { return .zero }
        let local = rect.offsetBy(dx: -origin.x, dy: -origin.y)
        return local.applying(transform.inverted())
    }

    // MARK: Recording

    /// The canvas's rectangle in host coordinates.
    var canvasFrame: CGRect { CGRect(origin: origin, size: size) }

    /// The item transform that maps content placed at `origin + p` to
    /// `origin + transform(p)`.
    var itemTransform: CGAffineTransform {
        guard !transform.isIdentity else { return .identity }
        return CGAffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// Whether a path can be drawn: all its coordinates finite. Warns when
    /// not.
    func check(_ path: Path) -> Bool {
        for element in path.elements {
            let finite: Bool =
                switch element {
                case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
                case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
                case .curve(let p, let c1, let c2):
                    p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
                case .closeSubpath: true
                }
            if !finite {
                resources.warn("Canvas: a path with a coordinate that is not finite is not drawn.")
                return false
            }
        }
        return true
    }

    /// Records an item drawn in user space: it gets the context's
    /// transform (unless `transformed` is false: a layer already has it),
    /// opacity, blend mode, filters and clips.
    func record(_ drawn: DisplayList.Item, transformed: Bool = true) {
        var item = drawn
        if transformed { item.transform = itemTransform }
        // The filter added last is nearest the drawing.
        for filter in filters.reversed() { filter.apply(to: &item, frame: canvasFrame, environment: environment) }
        // Opacity and blending apply to the filtered drawing as a whole.
        if opacity < 1 || blendMode != .normal, item.opacity != 1 || item.blendMode != .normal {
            item = DisplayList.Item(frame: canvasFrame, children: [item])
        }
        item.opacity *= Self.clamped(opacity)
        if blendMode != .normal { item.blendMode = blendMode.mode }
        for clip in clips.reversed() {
            var group = DisplayList.Item(frame: canvasFrame, children: [item])
            switch clip {
            case .path(let path): group.clip = path
            case .mask(let items): group.mask = items
            }
            item = group
        }
        layer.items.append(item)
    }

    static func clamped(_ opacity: Double) -> Double {
        opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    }
}

/// A clip of a graphics context.
enum CanvasClip {
    /// A path in host coordinates.
    case path(DisplayList.Clip)
    /// Items whose opacity masks.
    case mask([DisplayList.Item])
}

/// The items a canvas, or a layer of it, draws.
final class CanvasLayer {
    var items: [DisplayList.Item] = []
}
