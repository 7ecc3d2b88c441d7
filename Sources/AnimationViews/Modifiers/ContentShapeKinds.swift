import AnimationCore
import Foundation

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`: the hit
/// region (`.interaction`) or the outline of a preview or effect.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The kinds' bits.
    public let rawValue: Int
    /// Kinds of their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The region that takes taps and gestures.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of a drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of a context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of a pointer's hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The outline of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The region accessibility reads the view's frame from.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Sets a shape for some kinds of use: with `.interaction`, the region
    /// that takes taps and gestures (as ``AnimationEngine/View/contentShape(_:eoFill:)``).
    /// The other kinds outline what the headless host does not draw (drag
    /// and context-menu previews, hover and focus effects) and change
    /// nothing drawn or hit.
    ///
    /// - Parameters:
    ///   - kinds: What the shape is for.
    ///   - shape: The shape, in the view's frame.
    ///   - eoFill: Whether the even-odd rule decides what is inside.
    /// - Returns: The view.
    nonisolated public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeKindsModifier(interaction: kinds.contains(.interaction), shape: shape, eoFill: eoFill))
    }
}

/// `contentShape(_:_:eoFill:)`: the hit region when the kinds hold
/// `.interaction`, the content as it is otherwise.
struct _ContentShapeKindsModifier<S: Shape>: PrimitiveModifier {
    let interaction: Bool
    let shape: S
    let eoFill: Bool

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        guard interaction else { return node.updateChild(content, in: context) }
        _ContentShapeModifier(shape: shape, eoFill: eoFill).update(node, content: content, in: context)
    }
}
