import AnimationCore
import Foundation

/// A shape that makes its path in a rectangle of a size of its own instead
/// of the one it is given: `size(_:)`, `size(width:height:)` and (iOS 18)
/// their forms with an anchor. The layout of a view made from it (filling
/// it, say) does not change: it still takes the space offered, and the
/// path is drawn in it. The size animates.
///
/// Apple documents where the rectangle sits only for the forms with an
/// anchor (the anchor places it in the given rectangle); the forms without
/// one place it at the given rectangle's origin (the top-leading anchor),
/// which is what `Circle().size(width: 100, height: 100)` draws in an
/// iOS frame: a circle at the top-leading corner.
///
/// Bad input: a negative or not-finite dimension of the size is taken as 0
/// (an empty rectangle, whose path most shapes leave empty).
public struct _SizedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// The size of the rectangle the shape's path is made in.
    public var size: CGSize
    /// Where that rectangle sits in the given one.
    public var anchor: UnitPoint

    /// A shape made in a rectangle of its own size.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - size: The rectangle's size.
    ///   - anchor: Where the rectangle sits in the one given to `path(in:)`;
    ///     its top-leading corner by default.
    nonisolated public init(shape: S, size: CGSize, anchor: UnitPoint = .topLeading) {
        self.shape = shape
        self.size = size
        self.anchor = anchor
    }

    /// The shape's path in the rectangle of its size, placed by the anchor
    /// in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let origin = CGPoint(x: rect.minX + (rect.width - width) * anchor.x, y: rect.minY + (rect.height - height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: CGSize(width: width, height: height)))
    }

    /// The shape's data and the size.
    nonisolated public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// The same shape, making its path in a rectangle of `size` at the
    /// origin of the one it is given; the layout of a view made from it
    /// does not change.
    ///
    /// - Parameter size: The rectangle's size.
    /// - Returns: The sized shape.
    nonisolated public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The same shape, making its path in a rectangle of `width` by
    /// `height` at the origin of the one it is given.
    ///
    /// - Parameters:
    ///   - width: The rectangle's width.
    ///   - height: The rectangle's height.
    /// - Returns: The sized shape.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The same shape, making its path in a rectangle of `size` placed by
    /// `anchor` in the one it is given (`.center` centres it).
    ///
    /// - Parameters:
    ///   - size: The rectangle's size.
    ///   - anchor: Where the rectangle sits.
    /// - Returns: The sized shape.
    nonisolated public func size(_ size: CGSize, anchor: UnitPoint) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size, anchor: anchor)
    }

    /// The same shape, making its path in a rectangle of `width` by
    /// `height` placed by `anchor` in the one it is given.
    ///
    /// - Parameters:
    ///   - width: The rectangle's width.
    ///   - height: The rectangle's height.
    ///   - anchor: Where the rectangle sits.
    /// - Returns: The sized shape.
    nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
    }
}
