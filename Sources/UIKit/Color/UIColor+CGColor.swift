import CoreGraphics
import Foundation

extension UIColor {
    /// A color of a Core Graphics color: its components, as sRGB (a gray's
    /// brightness in each), in both appearances.
    ///
    /// - Parameter cgColor: The color.
    public convenience init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color of the current appearance as a Core Graphics color (sRGB).
    public var cgColor: CGColor {
        let c = current
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
