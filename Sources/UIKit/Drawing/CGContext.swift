import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

/// A Core Graphics drawing context, as UIKit's image renderers hand one
/// out (`UIGraphicsImageRendererContext.cgContext`,
/// `UIGraphicsGetCurrentContext()`).
///
/// Drawing is recorded as vector drawing (display-list items, the same a
/// `Canvas` records), not pixels: the image a renderer makes of it is
/// drawn by the SVG and PNG renderers like any view. The context keeps
/// Core Graphics' state: a current transform (UIKit's, with y down),
/// fill and stroke colors, line settings, alpha, blend mode, shadow and
/// clip, saved and restored with ``saveGState()``/``restoreGState()``;
/// a path is built point by point, each point taken through the transform
/// current when it is added, and painting consumes it.
///
/// Differences from Core Graphics: blend modes that SwiftUI's
/// `GraphicsContext` lacks (`clear`, `copy`, `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop`, `xor`) draw normally and warn once;
/// a shadow's blur is drawn as a radius of half the blur; antialiasing
/// and interpolation settings are kept but do not change the drawing.
public final class CGContext: @unchecked Sendable {
    /// Core Graphics' painting state, saved and restored as a whole.
    struct State {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
        var blendMode = CGBlendMode.normal
        var alpha: CGFloat = 1
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
    }

    /// The recording context: its transform is the current transform, its
    /// clips the clip.
    var graphics: GraphicsContext
    var state = State()
    private var saved: [(GraphicsContext, State)] = []
    /// The path being built, in the context's base coordinates (each
    /// point already through the transform of its time).
    var currentPath = Path()
    /// What the drawing is recorded into.
    package let recording: GraphicsRecording
    /// The size of the drawing area, in points.
    package let size: CGSize

    /// A context recording a drawing of a size.
    ///
    /// - Parameter size: The drawing area, in points (the origin is its
    ///   top-left corner, y grows down, as in UIKit's renderers).
    package init(size: CGSize) {
        let made = GraphicsContext.recording(size: size)
        graphics = made.context
        recording = made.recording
        self.size = size
    }

    /// The items drawn so far.
    package var items: [DisplayList.Item] { recording.items }

    // MARK: Graphics state

    /// Saves the graphics state (transform, clip, colors, line settings,
    /// alpha, blend mode, shadow); the path is not part of it.
    public func saveGState() {
        saved.append((graphics, state))
    }

    /// Restores the state saved last; nothing happens when none is saved
    /// (Core Graphics logs an error then).
    public func restoreGState() {
        guard let (context, state) = saved.popLast() else { return }
        graphics = context
        self.state = state
    }

    // MARK: Transform

    /// The current transform, from user space to the context's base space.
    public var ctm: CGAffineTransform { graphics.transform }

    /// Moves user space's origin.
    ///
    /// - Parameters:
    ///   - tx: Points along x.
    ///   - ty: Points along y.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        graphics.translateBy(x: tx, y: ty)
    }

    /// Scales user space.
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        graphics.scaleBy(x: sx, y: sy)
    }

    /// Rotates user space (clockwise on screen for positive angles, as in
    /// UIKit's flipped contexts).
    ///
    /// - Parameter angle: The angle in radians.
    public func rotate(by angle: CGFloat) {
        graphics.rotate(by: .radians(Double(angle)))
    }

    /// Appends a transform: points go through `transform`, then the
    /// current one.
    ///
    /// - Parameter transform: The transform.
    public func concatenate(_ transform: CGAffineTransform) {
        graphics.concatenate(transform)
    }

    // MARK: Colors and line settings

    /// Sets the color fills paint with.
    ///
    /// - Parameter color: The color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the color strokes paint with.
    ///
    /// - Parameter color: The color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill color from sRGB components.
    ///
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke color from sRGB components.
    ///
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill color to a gray.
    ///
    /// - Parameters:
    ///   - gray: Gray, 0 (black) to 1 (white).
    ///   - alpha: Opacity, 0...1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke color to a gray.
    ///
    /// - Parameters:
    ///   - gray: Gray, 0 (black) to 1 (white).
    ///   - alpha: Opacity, 0...1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the width of strokes (in user space when they are drawn).
    ///
    /// - Parameter width: The width; a negative or non-finite one strokes
    ///   nothing.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// Sets how open ends of strokes are drawn.
    ///
    /// - Parameter cap: The cap.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets how corners of strokes are drawn.
    ///
    /// - Parameter join: The join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the limit past which miter joins are beveled.
    ///
    /// - Parameter limit: The limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Sets the dash pattern of strokes; empty lengths draw solid lines.
    ///
    /// - Parameters:
    ///   - phase: How far into the pattern lines start.
    ///   - lengths: The lengths of dashes and gaps, alternating.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets the opacity of all drawing from now on (clamped to 0...1).
    ///
    /// - Parameter alpha: The opacity.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

    /// Sets how drawing blends with what is behind it.
    ///
    /// - Parameter mode: The blend mode.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Casts a shadow under what is drawn from now on, in black at a third
    /// opacity (Core Graphics' default shadow color).
    ///
    /// - Parameters:
    ///   - offset: The shadow's offset, in base space (down for a positive
    ///     height, as in UIKit's contexts), whatever the transform.
    ///   - blur: How much it is blurred (drawn as a radius of half of it).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        state.shadow = (offset, blur, nil)
    }

    /// Casts a shadow of a color under what is drawn from now on; a `nil`
    /// color turns shadows off.
    ///
    /// - Parameters:
    ///   - offset: The shadow's offset, in base space.
    ///   - blur: How much it is blurred (drawn as a radius of half of it).
    ///   - color: The color, or `nil` for no shadow.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { (offset, blur, $0) }
    }

    /// How images scaled in this context are filtered (kept; the drawing
    /// is not changed by it).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Whether edges are antialiased (kept; every edge is antialiased).
    ///
    /// - Parameter shouldAntialias: Whether to antialias.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

}
