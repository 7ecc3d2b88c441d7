import Foundation
import SwiftAnimation
import UIKit

/// A UIKit controller that holds a SwiftUI view, as in SwiftUI.
///
/// The headless host shows SwiftUI views through `ViewHost`, not through
/// UIKit: the controller keeps its ``rootView`` (a test or a host can read
/// it and show it) and its `view` is a plain UIKit view.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller holds.
    public var rootView: Content

    /// Which safe-area regions the hosted view respects.
    public var safeAreaRegions = SafeAreaRegions.all

    /// A controller of a SwiftUI view.
    ///
    /// - Parameter rootView: The view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive: `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size the SwiftUI view takes in a proposal, as laid out by a
    /// headless host.
    ///
    /// - Parameter size: The proposal.
    /// - Returns: The size.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        ViewHost(rootView, size: size).sizeThatFits(ProposedViewSize(size))
    }
}

extension UIHostingController: HostedSwiftUIContent {
    /// A host of the root view, at the reference date as snapshots start.
    package func makeHost(size: CGSize) -> ViewHost {
        ViewHost(rootView, size: size, startDate: Date(timeIntervalSinceReferenceDate: 0))
    }
}
