import AnimationCore
import Foundation

/// A shape that can be inset: what `strokeBorder` needs to stroke inside
/// the frame.
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape

    /// The shape inset on every side.
    ///
    /// - Parameter amount: The inset, in points (negative outsets).
    /// - Returns: The inset shape.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The shape's outline stroked inside its frame: the shape inset by
    /// half the line width, stroked.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - style: The stroke style.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The stroked shape.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<InsetShape> {
        inset(by: Self.half(style.lineWidth)).stroke(content, style: style)
    }

    /// The shape's outline stroked inside its frame.
    ///
    /// - Parameters:
    ///   - content: The style; the foreground style when omitted.
    ///   - lineWidth: The line width; 1 when omitted.
    ///   - antialiased: Antialiasing (the renderers always antialias).
    /// - Returns: The stroked shape.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<InsetShape> {
        inset(by: Self.half(lineWidth)).stroke(content, lineWidth: lineWidth)
    }

    /// Half a line width; a width that is not finite or negative insets by 0.
    nonisolated static func half(_ lineWidth: CGFloat) -> CGFloat {
        lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0
    }
}

/// A built-in shape inset by an amount (the rectangle it is drawn in is
/// inset; a rounded rectangle's corners shrink by the amount too).
public struct _InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    /// The inset path.
    nonisolated public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
        if let corners = base as? any CornerInsetting { return corners.path(in: inset, insetBy: amount) }
        return base.path(in: inset)
    }

    /// The base's data and the amount.
    nonisolated public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }

    /// Inset further.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

/// A shape whose corner radii shrink when it is inset.
protocol CornerInsetting: Sendable {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

extension Rectangle: InsettableShape {
    /// The rectangle inset.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape, CornerInsetting {
    /// The rounded rectangle inset; its corners shrink by the amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        RoundedRectangle(cornerSize: CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0)), style: style)
            .path(in: rect)
    }
}
