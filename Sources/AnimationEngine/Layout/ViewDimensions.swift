import Foundation

/// A view's size and alignment guides, in its own coordinates: what an
/// `alignmentGuide` closure, an ``AlignmentID``'s default value and
/// `LayoutSubview.dimensions(in:)` receive.
public struct ViewDimensions: Equatable {
    /// The view's size.
    let size: CGSize
    /// Where the view's explicit guides are looked up (`nil`: it has none).
    let guides: ExplicitGuides?

    /// The dimensions of a size, with a view's explicit guides (none when `nil`).
    package init(size: CGSize, guides: ExplicitGuides?) {
        self.size = size
        self.guides = guides
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// A guide's value: the view's explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// A guide's value: the view's explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The view's explicit value of a guide (set with `alignmentGuide`, or
    /// passed on from inside it), or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guides?.value(of: guide.key, size: size)
    }

    /// The view's explicit value of a guide (set with `alignmentGuide`, or
    /// passed on from inside it, such as a text's baselines), or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guides?.value(of: guide.key, size: size)
    }

    /// Whether two dimensions have the same size and guides.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.guides === b.guides
    }
}

/// Looks up a node's explicit guides for ``ViewDimensions``, which views
/// read from closures that are not isolated to the main actor, in the
/// layout pass lent to the call that received them (see ``LayoutContext``).
///
/// Layout runs on the main actor, and so do the closures it calls; a look-up
/// from anywhere else stops with a precondition failure.
package final class ExplicitGuides: @unchecked Sendable {
    private let node: ViewNode
    private let context: LayoutContext

    /// The dimensions of a node as its last layout sized it, its guides measured in `context`.
    package init(_ node: ViewNode, in context: LayoutContext) {
        self.node = node
        self.context = context
    }

    func value(of key: AlignmentKey, size: CGSize) -> CGFloat? {
        MainActor.assumeIsolated {
            context.withPass { $0.explicitGuide(key, of: node, size: size) }
        }
    }
}
