import AnimationCore
import Foundation

/// The looks UIKit's `UITabBar.appearance()` sets for every tab bar made
/// after it, which SwiftUI's tab bar draws with on iOS: the bar's
/// background, its hairline, the selected item's color, the other items'
/// color and whether the bar is hidden. `nil` keeps SwiftUI's default.
@MainActor
package enum TabBarAppearance {
    /// The bar's background.
    package static var background: Color?
    /// The selected item's color (the tint by default).
    package static var selectedItem: Color?
    /// The other items' color (gray by default).
    package static var unselectedItem: Color?
    /// The hairline over the bar (`.clear`: none).
    package static var hairline: Color?
    /// Whether the bar is hidden (`UITabBar.appearance().isHidden`).
    package static var isHidden = false
}
