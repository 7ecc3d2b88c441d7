import AnimationCore
import Foundation

extension ButtonBorderShape: InsettableShape {
    /// The outline in a rectangle: a rounded rectangle of radius 8
    /// (automatic, and ``AnimationEngine/Shape/buttonBorder`` where no environment resolved
    /// it), of the given radius, a capsule or a circle; inset on every side
    /// by what ``inset(by:)`` added. Empty when the inset rectangle is.
    ///
    /// - Parameter rect: The frame.
    /// - Returns: The outline.
    nonisolated public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard inner.width > 0, inner.height > 0, inner.width.isFinite, inner.height.isFinite else { return Path() }
        return shape.path(in: inner)
    }

    /// The shape inset on every side.
    ///
    /// - Parameter amount: The inset, in points (negative outsets).
    /// - Returns: The inset shape.
    nonisolated public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var inset = self
        inset.insetAmount += amount.isFinite ? amount : 0
        return inset
    }

    /// ``AnimationEngine/Shape/buttonBorder`` resolves to the environment's button border
    /// shape (what `buttonBorderShape(_:)` set, else automatic), keeping its
    /// inset; the other shapes are themselves.
    nonisolated public func _resolved(in environment: EnvironmentValues) -> ButtonBorderShape {
        guard kind == .environment else { return self }
        var resolved = environment.buttonBorderShape
        resolved.insetAmount = insetAmount
        return resolved
    }
}

extension Shape where Self == ButtonBorderShape {
    /// A shape that defers to the environment to determine the resolved
    /// button border shape: what `buttonBorderShape(_:)` set around it, else
    /// automatic (a rounded rectangle of radius 8 here).
    public static var buttonBorder: ButtonBorderShape { ButtonBorderShape(kind: .environment) }
}
