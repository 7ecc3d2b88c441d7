import AnimationCore
import Foundation

/// The root of a host: the user's root view inside SwiftUI's implicit
/// vertical stack.
///
/// A window, a hosting controller and a preview lay several views at their
/// root (a `#Preview` or a body that lists views without a container) out
/// one under the other, centered, 8 points apart, as a `VStack` with its
/// default spacing; one view at the root is laid out as it is.
struct HostRoot<Content: View>: View {
    let content: Content

    /// A primitive view has no body.
    package var body: Never { neverBody }
}

extension HostRoot: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.becomeStack(axis: .vertical, alignment: Alignment(horizontal: .center, vertical: .center), spacing: nil)
        node.updateChild(content, in: context)
    }
}
