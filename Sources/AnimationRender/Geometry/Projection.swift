import AnimationCore
import AnimationViews
import Foundation

/// Drawing under a projection that is not affine (3D effects): SVG and
/// Cairo transform only affinely, so geometry is projected before it is
/// drawn. Straight lines stay straight under a projection, so rectangles
/// and lines are exact; curves are flattened to 16 chords each, then
/// projected; text and gradients use the affine transform that matches
/// the projection at their origin (exact at that point, approximate away
/// from it).
extension ProjectionTransform {
    /// The affine transform that agrees with the projection at a point, to
    /// first order.
    package func localAffine(at point: CGPoint) -> CGAffineTransform {
        let o = apply(point)
        let step: CGFloat = 1
        let x = apply(CGPoint(x: point.x + step, y: point.y)), y = apply(CGPoint(x: point.x, y: point.y + step))
        let a = (x.x - o.x) / step, b = (x.y - o.y) / step, c = (y.x - o.x) / step, d = (y.y - o.y) / step
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: o.x - (a * point.x + c * point.y), ty: o.y - (b * point.x + d * point.y))
    }

    /// This projection after an affine transform.
    package func after(_ transform: CGAffineTransform) -> ProjectionTransform {
        ProjectionTransform(transform).concatenating(self)
    }
}

extension Path {
    /// The path projected: lines exactly, curves as 16 chords each.
    package func projected(_ projection: ProjectionTransform) -> Path {
        var result = Path()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                result.move(to: projection.apply(p))
                current = p
                start = p
            case .line(let p):
                result.addLine(to: projection.apply(p))
                current = p
            case .quadCurve(let p, let c):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    result.addLine(
                        to: projection.apply(
                            CGPoint(
                                x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    result.addLine(
                        to: projection.apply(
                            CGPoint(
                                x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y)))
                }
                current = p
            case .closeSubpath:
                result.closeSubpath()
                current = start
            }
        }
        return result
    }
}

extension DisplayList.Paint {
    /// The paint's geometry under a projection: points projected, radii
    /// scaled by the projection's local scale at the center.
    package func projected(_ projection: ProjectionTransform) -> DisplayList.Paint {
        func scale(at point: CGPoint) -> CGFloat {
            let m = projection.localAffine(at: point)
            return sqrt(abs(m.a * m.d - m.b * m.c))
        }
        switch self {
        case .color:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops, startPoint: projection.apply(start), endPoint: projection.apply(end))
        case .radialGradient(let stops, let center, let r0, let r1):
            let k = scale(at: center)
            return .radialGradient(stops, center: projection.apply(center), startRadius: r0 * k, endRadius: r1 * k)
        case .ellipticalGradient(let stops, let center, let radii, let f0, let f1):
            let k = scale(at: center)
            return .ellipticalGradient(
                stops, center: projection.apply(center), radii: CGSize(width: radii.width * k, height: radii.height * k),
                startRadiusFraction: f0, endRadiusFraction: f1)
        case .angularGradient(let stops, let center, let start, let end):
            return .angularGradient(stops, center: projection.apply(center), startAngle: start, endAngle: end)
        case .meshGradient(var mesh):
            // Each vertex and control point projected (exact for an affine
            // projection; a perspective bends the patches' insides less
            // than it would).
            mesh.vertices = mesh.vertices.map {
                DisplayList.MeshGradient.Vertex(
                    position: projection.apply($0.position), leading: projection.apply($0.leading), top: projection.apply($0.top),
                    trailing: projection.apply($0.trailing), bottom: projection.apply($0.bottom))
            }
            return .meshGradient(mesh)
        case .image(var tiled):
            // The tiles' corner projected, their size scaled by the local
            // scale there (exact for an affine projection without shear).
            let k = scale(at: tiled.tile.origin)
            tiled.tile = CGRect(origin: projection.apply(tiled.tile.origin), size: CGSize(width: tiled.tile.width * k, height: tiled.tile.height * k))
            return .image(tiled)
        }
    }
}

extension DisplayList.Content {
    /// The content's outline as a path in its item's coordinates, for
    /// drawing under a projection: a color's rectangle, an image
    /// placeholder's rounded rectangle, a shape's path.
    func outline(in frame: CGRect) -> Path? {
        switch self {
        case .color: Path(frame)
        case .shape(let path, _, _, _): path
        case .image: Path(roundedRect: frame, cornerRadius: 8)
        case .text: nil
        }
    }
}
