import AnimationCore
import Foundation

/// The looks UIKit's `UITabBar.appearance()` sets for every tab bar made
/// after it, which SwiftUI's tab bar draws with on iOS: the bar's
/// background, the selected item's color and the other items' color.
/// `nil` keeps SwiftUI's default.
@MainActor
package enum TabBarAppearance {
    /// The bar's background.
    package static var background: Color?
    /// The selected item's color (the tint by default).
    package static var selectedItem: Color?
    /// The other items' color (gray by default).
    package static var unselectedItem: Color?
}
