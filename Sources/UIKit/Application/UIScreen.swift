import AnimationCore
import AnimationViews
import Foundation

/// The device's screen, as in UIKit: on the headless host, the host's.
///
/// ``bounds`` is the size of the most recently made `ViewHost` that still
/// exists (a preview's or an app's size: `animate preview --size`), or an
/// iPhone 15's 393 × 852 points when there is none; ``scale`` and
/// ``nativeScale`` are 3, a phone's.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// The device's screen.
    public static let main = UIScreen()

    /// The screen size SwiftUI code reads before any host exists: an
    /// iPhone 15's, in points.
    public static let defaultSize = CGSize(width: 393, height: 852)

    /// The screen's rectangle in points: the host's size.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: CurrentHost.host?.size ?? Self.defaultSize)
    }

    /// The screen's rectangle in pixels, portrait up.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// Pixels per point: 3.
    open var scale: CGFloat { 3 }
    /// Physical pixels per point: 3.
    open var nativeScale: CGFloat { 3 }
    /// The screen's brightness, 0 to 1 (kept, not shown).
    open var brightness: CGFloat = 0.5
    /// The traits of the screen (light).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}
