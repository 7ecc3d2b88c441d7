import CoreGraphics
import SwiftAnimation

extension Color {
    /// A color of a Core Graphics color (its components as sRGB).
    ///
    /// - Parameter cgColor: The color.
    public init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The color as a Core Graphics color (sRGB, in the light appearance),
    /// as SwiftUI gives it for a color it can resolve alone.
    public var cgColor: CGColor? {
        let resolved = resolve(in: EnvironmentValues())
        return CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
    }
}
