import Foundation
import SwiftAnimation
import UIKit

// The AppKit names SwiftUI code reaches in its "not iOS" branches
// (`#if os(iOS) ... #else ... #endif`): on Linux `os(iOS)` is false, so
// those branches compile. Colors, images and fonts are UIKit's (as
// Catalyst's shared code treats them); the screen is the host's.

/// AppKit's color: UIKit's `UIColor` (the same values and initializers),
/// with AppKit's semantic colors.
public typealias NSColor = UIColor

/// AppKit's image: UIKit's `UIImage`.
public typealias NSImage = UIImage

/// AppKit's font: UIKit's `UIFont`.
public typealias NSFont = UIFont

extension UIColor {
    /// A color in macOS's light and dark appearances (components 0-255,
    /// then opacity).
    private static func appKit(_ light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)) -> UIColor {
        UIColor { traits in
            let c = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: c.3)
        }
    }

    // Values: macOS 14's light and dark appearances, as the community's
    // tables of AppKit's dynamic colors list them (Apple publishes none).

    /// The primary text of labels: black at 85 % (dark: white at 85 %).
    public class var labelColor: UIColor { appKit((0, 0, 0, 0.85), dark: (255, 255, 255, 0.85)) }
    /// Secondary text: black at 50 % (dark: white at 55 %).
    public class var secondaryLabelColor: UIColor { appKit((0, 0, 0, 0.5), dark: (255, 255, 255, 0.55)) }
    /// Tertiary text: black at 26 % (dark: white at 25 %).
    public class var tertiaryLabelColor: UIColor { appKit((0, 0, 0, 0.26), dark: (255, 255, 255, 0.25)) }
    /// Quaternary text: black at 10 % (dark: white at 10 %).
    public class var quaternaryLabelColor: UIColor { appKit((0, 0, 0, 0.1), dark: (255, 255, 255, 0.1)) }
    /// Text in a document: black (dark: white).
    public class var textColor: UIColor { appKit((0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    /// Behind a document's text: white (dark: (30, 30, 30)).
    public class var textBackgroundColor: UIColor { appKit((255, 255, 255, 1), dark: (30, 30, 30, 1)) }
    /// A window's background: (236, 236, 236) (dark: (50, 50, 50)).
    public class var windowBackgroundColor: UIColor { appKit((236, 236, 236, 1), dark: (50, 50, 50, 1)) }
    /// Behind controls and lists: white (dark: (30, 30, 30)).
    public class var controlBackgroundColor: UIColor { appKit((255, 255, 255, 1), dark: (30, 30, 30, 1)) }
    /// The accent of controls: the system blue.
    public class var controlAccentColor: UIColor { appKit((0, 136, 255, 1), dark: (0, 145, 255, 1)) }
    /// Separators: black at 10 % (dark: white at 10 %).
    public class var separatorColor: UIColor { appKit((0, 0, 0, 0.1), dark: (255, 255, 255, 0.1)) }
    /// Behind pages: (150, 150, 150) at 90 % (dark: (40, 40, 40)).
    public class var underPageBackgroundColor: UIColor { appKit((150, 150, 150, 0.9), dark: (40, 40, 40, 1)) }
}

/// A screen, as AppKit's: the host, as `UIScreen.main` is.
@MainActor @preconcurrency
open class NSScreen: NSObject {
    /// The screen with the key window: the host.
    public static var main: NSScreen? { NSScreen() }
    /// Every screen: the host.
    public static var screens: [NSScreen] { [NSScreen()] }

    /// The screen's rectangle: the host's bounds.
    open var frame: CGRect { UIScreen.main.bounds }
    /// The part windows may use: the frame less the host's safe area.
    open var visibleFrame: CGRect {
        let insets = UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero
        return frame.inset(by: insets)
    }
    /// Pixels per point: the host's scale.
    open var backingScaleFactor: CGFloat { UIScreen.main.scale }
}

extension Color {
    /// A color of an AppKit color (a UIKit color here).
    ///
    /// - Parameter color: The color.
    public init(nsColor color: NSColor) {
        self.init(uiColor: color)
    }
}

extension Image {
    /// An image of an AppKit image (a UIKit image here).
    ///
    /// - Parameter nsImage: The image.
    public init(nsImage: NSImage) {
        self.init(uiImage: nsImage)
    }
}
