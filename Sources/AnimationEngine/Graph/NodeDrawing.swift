import AnimationCore
import Foundation

/// The drawing capability of a primitive (see ``NodePrimitive``): the item
/// its node draws, and the rare traits that change how its subtree is drawn.
@MainActor
package protocol NodeDrawing: AnyObject {
    /// Whether the node draws an item of its own (content, effects, a tap
    /// target) that holds its children's items; `true` by default. A
    /// primitive that only has ``traits`` or a ``zIndex`` says `false`.
    var drawsItem: Bool { get }

    /// Sets what the node's item shows from the node's presentation values:
    /// its content, transform, opacity, shadow, blur or tap target. The
    /// item's frame is the node's rectangle; its children are already there
    /// and are left alone. Called when the display list is built and again
    /// whenever a drawing attribute of the node changes. Nothing by default.
    func draw(_ item: inout DisplayList.Item, of node: ViewNode)

    /// How the node's subtree goes into the display list besides its own
    /// item (none by default). A change must set
    /// ``GraphDisplay/structureChanged``.
    var traits: DrawingTraits { get }

    /// The node's place in the drawing order among its siblings (`zIndex`;
    /// 0 by default). A change must set ``GraphDisplay/structureChanged``.
    var zIndex: Double { get }
}

extension NodeDrawing {
    package var drawsItem: Bool { true }

    package func draw(_ item: inout DisplayList.Item, of node: ViewNode) {}

    package var traits: DrawingTraits { [] }

    package var zIndex: Double { 0 }
}

/// The rarely used ways a node's subtree goes into the display list.
package struct DrawingTraits: OptionSet, Sendable {
    /// The traits as bits.
    package let rawValue: UInt8

    /// Traits of their bits.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The node's items (and its children's) go into the mask of the
    /// nearest enclosing item instead of its children (`mask`).
    package static let drawsIntoMask = DrawingTraits(rawValue: 1 << 0)

    /// The node and everything inside it are left out of the display list
    /// (an option `ViewThatFits` did not choose, a `Canvas` symbol).
    package static let hidesSubtree = DrawingTraits(rawValue: 1 << 1)

    /// With ``hidesSubtree``: the subtree is drawn by the nearest enclosing
    /// node that draws an item (a `Canvas` draws its symbols), so a change
    /// of drawing or placement inside it redraws that node's item.
    package static let drawnByEnclosingItem = DrawingTraits(rawValue: 1 << 2)
}
