import Foundation
import SwiftAnimation
import UIKit

extension Color: _ExpressibleByColorLiteral {
    /// The color of a `#colorLiteral(red:green:blue:alpha:)` (sRGB).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Color {
    /// A color of a UIKit color, in both its appearances (a system color
    /// such as `.systemGray5` changes with the color scheme).
    ///
    /// - Parameter color: The UIKit color.
    public init(uiColor color: UIColor) {
        self = color.swiftUIColor
    }

    /// A color of a UIKit color: `Color(.systemGray5)`.
    ///
    /// - Parameter color: The UIKit color.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.swiftUIColor
    }
}

extension Font {
    /// The font of a UIKit font.
    ///
    /// - Parameter font: The UIKit font.
    public init(_ font: UIFont) {
        self = font.font
    }
}

extension Image {
    /// An image of a UIKit image: an asset image draws as `Image(_:)`, a
    /// symbol as `Image(systemName:)`, and an image of bytes (PNG, JPEG,
    /// SVG) draws those pixels at its size. An image of no pixels
    /// (`UIImage()`) draws the missing-image placeholder.
    ///
    /// - Parameter uiImage: The UIKit image.
    public init(uiImage: UIImage) {
        self = uiImage.swiftUIImage
    }
}

extension Path {
    /// A path of a Core Graphics path (`Path(bezierPath.cgPath)`).
    ///
    /// - Parameter path: The path.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}

extension Image {
    /// The image of a generated asset symbol: `Image(.avatar)`.
    ///
    /// - Parameter resource: The image.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundlePath: resource.bundlePath)
    }
}

extension Color {
    /// The color of a generated asset symbol: `Color(.brandRed)`, with its
    /// light and dark values (clear when the catalog lacks it).
    ///
    /// - Parameter resource: The color.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
