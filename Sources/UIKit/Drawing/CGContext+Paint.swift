import AnimationCore
import AnimationViews
import CoreGraphics
import Foundation

extension CGContext {
    /// The path in user space (the current transform undone); empty when
    /// the transform cannot be undone.
    var userPath: Path {
        guard let inverse = invertibleInverse else { return Path() }
        return currentPath.applying(inverse)
    }

    /// The inverse of the current transform, or `nil` when it is singular
    /// (a zero scale): nothing draws then.
    var invertibleInverse: CGAffineTransform? {
        let t = ctm
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        return t.inverted()
    }

    /// The current point in user space, if there is one.
    var currentPointInUserSpace: CGPoint? {
        guard let point = currentPath.currentPoint, let inverse = invertibleInverse else { return nil }
        return point.applying(inverse)
    }

    /// Adds a path in user space.
    func addPath(_ path: Path) {
        currentPath.addPath(path, transform: ctm)
    }

    /// Adds a user-space path that continues the current subpath: its
    /// first move becomes a line from the current point (arcs do this in
    /// Core Graphics).
    func appendContinuing(_ path: Path) {
        let placed = path.applying(ctm)
        guard currentPath.currentPoint != nil else { return currentPath.addPath(placed) }
        var first = true
        placed.forEach { element in
            switch element {
            case .move(let to):
                if first { currentPath.addLine(to: to) } else { currentPath.move(to: to) }
            case .line(let to): currentPath.addLine(to: to)
            case .quadCurve(let to, let control): currentPath.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): currentPath.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: currentPath.closeSubpath()
            }
            first = false
        }
    }

    /// The recording context with the state's alpha, blend mode and
    /// shadow applied.
    var paintingContext: GraphicsContext {
        var context = graphics
        context.opacity = Double(state.alpha.isNaN ? 0 : min(max(state.alpha, 0), 1))
        context.blendMode = Self.blendMode(state.blendMode)
        if let shadow = state.shadow, let inverse = invertibleInverse {
            // Core Graphics keeps a shadow's offset in base space; the
            // recording context turns filters' offsets with its transform.
            let offset = CGSize(width: shadow.offset.width, height: shadow.offset.height).applying(
                CGAffineTransform(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: 0, ty: 0))
            let color = shadow.color.map(Self.color) ?? Color(.sRGB, white: 0, opacity: 1.0 / 3.0)
            context.addFilter(.shadow(color: color, radius: max(0, shadow.blur) / 2, x: offset.width, y: offset.height))
        }
        return context
    }

    /// Fills a user-space path with the fill color.
    func paintFill(_ path: Path, evenOdd: Bool) {
        guard invertibleInverse != nil, !path.isEmpty else { return }
        paintingContext.fill(path, with: .color(Self.color(state.fillColor)), style: FillStyle(eoFill: evenOdd))
    }

    /// Strokes a user-space path with the stroke color and line settings.
    func paintStroke(_ path: Path) {
        guard invertibleInverse != nil, !path.isEmpty, state.lineWidth.isFinite, state.lineWidth >= 0 else { return }
        let style = StrokeStyle(
            lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
            dash: state.dashLengths, dashPhase: state.dashPhase)
        paintingContext.stroke(path, with: .color(Self.color(state.strokeColor)), style: style)
    }

    /// A Core Graphics color as SwiftUI's (sRGB).
    static func color(_ color: CGColor) -> Color {
        let c = color.rgba
        return Color(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }

    /// SwiftUI's blend mode for Core Graphics'; modes it lacks draw normally
    /// and warn once.
    static func blendMode(_ mode: CGBlendMode) -> GraphicsContext.BlendMode {
        switch mode {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor:
            CurrentHost.warn("CGContext blend mode .\(mode) is not drawn by this host: drawing with .normal.")
            return .normal
        }
    }
}
