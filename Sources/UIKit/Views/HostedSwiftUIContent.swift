import AnimationViews
import Foundation

/// A controller that shows SwiftUI content (`UIHostingController`): what
/// an image of the controller draws through a headless host instead of
/// its UIKit view.
@MainActor
package protocol HostedSwiftUIContent: AnyObject {
    /// A new host of the content at a size, at time 0.
    func makeHost(size: CGSize) -> ViewHost
}
