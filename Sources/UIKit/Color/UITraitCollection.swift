import Foundation

/// The appearances an interface has, as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance chosen: light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// An interface's traits, as in UIKit: as much of them as a color resolves
/// with (the appearance and the display scale).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels: 3, a phone's.
    public let displayScale: CGFloat

    /// Traits of an appearance.
    ///
    /// - Parameter userInterfaceStyle: The appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = 3
        super.init()
    }

    /// Traits with no appearance chosen.
    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// The traits code runs with: light (the headless host's default; a
    /// view's dark appearance reaches SwiftUI colors through the
    /// environment, not through these traits).
    nonisolated(unsafe) public static var current = UITraitCollection(userInterfaceStyle: .light)
}
