import AnimationCore
import Foundation

/// A modifier that transforms the view's drawing by a projection computed
/// from its size, as SwiftUI's: declare ``/AnimationCore/Animatable/animatableData`` to
/// animate what the projection depends on, and return the projection in
/// the view's own coordinates (its origin at the view's top-left corner).
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 4), y: 0))
///     }
/// }
/// ```
///
/// The projection changes only drawing, not layout. A projection that is
/// not affine is drawn by projecting the drawn geometry (see the
/// renderers' notes).
///
/// As in SwiftUI's current SDK, a geometry effect is not isolated to the
/// main actor (its `effectValue` and `animatableData` are `nonisolated`).
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation {
    /// The projection of the view's drawing for its size.
    ///
    /// - Parameter size: The view's size.
    /// - Returns: The projection, in the view's coordinates.
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Draws the content through ``effectValue(size:)``.
    @MainActor @preconcurrency public func body(content: Content) -> _GeometryEffectContent<Self, Content> {
        _GeometryEffectContent(effect: self, content: content)
    }
}

/// The content of a geometry effect, drawn through the effect.
public struct _GeometryEffectContent<Effect: GeometryEffect, Content: View>: PrimitiveView {
    let effect: Effect
    let content: Content

    package func update(_ node: ViewNode, in context: ViewContext) {
        let drawing = node.ownPrimitive { GeometryEffectDrawing(effect: effect) }
        drawing.effect = effect
        node.invalidateDrawing()
        node.updateChild(content, in: context)
    }

    /// Draws its content.
    public var body: Never { neverBody }
}

extension _GeometryEffectContent: View {}

/// The node of a geometry effect: an item whose projection is the
/// effect's, moved to the item's frame.
final class GeometryEffectDrawing<Effect: GeometryEffect>: NodePrimitive, NodeDrawing {
    var effect: Effect

    init(effect: Effect) {
        self.effect = effect
    }

    var drawsItem: Bool { true }

    func draw(_ item: inout DisplayList.Item, of node: ViewNode) {
        let frame = item.frame
        let local = effect.effectValue(size: frame.size)
        let values = [local.m11, local.m12, local.m13, local.m21, local.m22, local.m23, local.m31, local.m32, local.m33]
        guard values.allSatisfy(\.isFinite) else {
            node.graph.warn("Invalid \(Effect.self) projection: not finite; the view is drawn without it.")
            item.projection = nil
            return
        }
        item.projection = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }
}

/// A rotation in three dimensions, projected: `rotation3DEffect`.
///
/// As SwiftUI (and Core Animation) compute it: a point moves so that the
/// anchor (a unit point of the view and `anchorZ`) is at the origin, turns
/// about the axis, is seen in perspective from a distance of the view's
/// longer side divided by `perspective` (0 is no perspective), and moves
/// back.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    /// The angle.
    public var angle: Angle
    /// The axis.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The anchor in the view.
    public var anchor: UnitPoint
    /// The anchor's depth.
    public var anchorZ: CGFloat
    /// The relative vanishing point.
    public var perspective: CGFloat

    /// The angle, axis, anchor, depth and perspective.
    public var animatableData:
        AnimatablePair<
            Double,
            AnimatablePair<
                AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
            >
        >
    {
        get {
            AnimatablePair(
                angle.radians,
                AnimatablePair(
                    AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                    AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle = .radians(newValue.first)
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            anchor = UnitPoint(x: newValue.second.second.first.first, y: newValue.second.second.first.second)
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }

    /// Equal values.
    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }

    /// The projection. An axis of zero length turns nothing.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // The rotation's rows, for row vectors, as Core Animation's matrices.
        let r00 = t * x * x + c, r01 = t * x * y + s * z, r02 = t * x * z - s * y
        let r10 = t * x * y - s * z, r11 = t * y * y + c, r12 = t * y * z + s * x
        let r20 = t * x * z + s * y, r21 = t * y * z - s * x, r22 = t * z * z + c
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // The perspective: w grows by k per unit of depth.
        let distance = max(size.width, size.height) / perspective
        let k: CGFloat = distance.isFinite && distance != 0 ? -1 / distance : 0
        // A point (x, y, 0) moved by −anchor and turned: (x, y) times the
        // rotation's first two rows, plus the turned −anchor (cx, cy, cz).
        let cx = -ax * r00 - ay * r10 - az * r20
        let cy = -ax * r01 - ay * r11 - az * r21
        let cz = -ax * r02 - ay * r12 - az * r22
        let w0 = 1 + k * cz
        // Then seen in perspective (w = 1 + k·z) and moved back by +anchor.
        var result = ProjectionTransform()
        result.m11 = r00 + ax * k * r02; result.m12 = r01 + ay * k * r02; result.m13 = k * r02
        result.m21 = r10 + ax * k * r12; result.m22 = r11 + ay * k * r12; result.m23 = k * r12
        result.m31 = cx + ax * w0; result.m32 = cy + ay * w0; result.m33 = w0
        return result
    }
}

/// A projection of the view's drawing: `projectionEffect`.
public struct _ProjectionEffect: GeometryEffect, Equatable {
    /// The projection.
    public var transform: ProjectionTransform
    /// Not animatable.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The projection.
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// An affine transform of the view's drawing: `transformEffect`.
public struct _TransformEffect: GeometryEffect, Equatable {
    /// The transform.
    public var transform: CGAffineTransform
    /// Not animatable.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

extension View {
    /// Draws the view as if turned in three dimensions about an axis, in
    /// perspective; animatable.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - axis: The axis.
    ///   - anchor: The point of the view the axis goes through; the center
    ///     when omitted.
    ///   - anchorZ: The depth of that point; 0 when omitted.
    ///   - perspective: The relative vanishing point; 1 when omitted (0:
    ///     no perspective).
    /// - Returns: The view.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through a projection (in the view's coordinates).
    ///
    /// - Parameter transform: The projection.
    /// - Returns: The view.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through an affine transform (in the view's
    /// coordinates).
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The view.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
