import AnimationCore
import Foundation

extension DisplayList {
    /// The region that takes a tap target's hits (see `contentShape`).
    package struct HitShape: Equatable {
        /// The shape's outline, in host coordinates.
        var path: Path
        /// Whether the even-odd rule decides what is inside.
        var eoFill: Bool

        func contains(_ point: CGPoint) -> Bool {
            path.contains(point, eoFill: eoFill)
        }

        /// A region of a path (in host coordinates) and its fill rule.
        package init(path: Path, eoFill: Bool) {
            self.path = path
            self.eoFill = eoFill
        }
    }
}

extension DisplayList {
    /// What may be inside an item for a hit test: tap targets and content
    /// shapes, in the item or below it. An item made anywhere but the
    /// display-list builder may have both (a hit test looks inside); the
    /// builder says where there are none. A patch keeps the hint: targets
    /// and shapes are set by their primitives on every draw, so a redraw
    /// never adds one its build did not see (children a drawing makes,
    /// such as text runs or a canvas's items, carry neither).
    ///
    /// A hint, not a value: two hints are always equal, so two items that
    /// draw the same are equal whatever their hints.
    package struct HitTestingHint: Equatable, Sendable {
        /// Whether a tap target may be in the item or below it.
        package var mayContainTapTargets = true
        /// Whether a content shape may be in the item or below it.
        package var mayContainHitShapes = true

        /// Whether the hint allows for the item's own target and shape.
        package func covers(_ item: borrowing Item) -> Bool {
            (mayContainTapTargets || item.tapTarget == nil) && (mayContainHitShapes || item.hitShape == nil)
        }

        /// A hint that anything may be inside.
        package init() {}

        /// Both are hints: always equal.
        package static func == (lhs: Self, rhs: Self) -> Bool { true }
    }
}

extension DisplayList.Item {
    /// Sets the hit-testing hint from the item's own target and shape and
    /// its children's hints (the display-list builder, once the item is
    /// drawn).
    package mutating func updateHitTestingHint() {
        let inside = children.isEmpty ? (targets: false, shapes: false) : Self.hints(of: children)
        hitTestingHint.mayContainTapTargets = tapTarget != nil || inside.targets
        hitTestingHint.mayContainHitShapes = hitShape != nil || inside.shapes
    }

    /// Whether any of `items` may hold a target, a shape: their hints,
    /// read where they are (a closure over the items would copy each).
    private static func hints(of items: [DisplayList.Item]) -> (targets: Bool, shapes: Bool) {
        items.withUnsafeBufferPointer { items in
            var targets = false
            var shapes = false
            for index in items.indices {
                targets = targets || items[index].hitTestingHint.mayContainTapTargets
                shapes = shapes || items[index].hitTestingHint.mayContainHitShapes
                if targets && shapes { break }
            }
            return (targets, shapes)
        }
    }
}
