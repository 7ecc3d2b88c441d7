import AnimationCore
import Foundation

/// A flexible space along the axis of the stack that contains it.
public struct Spacer: View {
    /// The least length the spacer takes; 8 when `nil`.
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// - Parameter minLength: The least length; 8 when omitted.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Takes space.
    public var body: Never { neverBody }
}

extension Spacer: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .leaf(.spacer(minLength: minLength))
        node.updateChildren([], in: context)
    }
}
