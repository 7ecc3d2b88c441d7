import CoreGraphics
import Foundation

/// A color Core Image computes with, as in Core Image: red, green, blue
/// and alpha in sRGB, not premultiplied.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A color of its components (sRGB, 0 to 1; alpha 1 unless given).
    ///
    /// - Parameters:
    ///   - r: Red.
    ///   - g: Green.
    ///   - b: Blue.
    ///   - a: Alpha.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat = 1) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        red = clean(r)
        green = clean(g)
        blue = clean(b)
        alpha = min(max(clean(a), 0), 1)
        super.init()
    }

    /// A Core Graphics color's components (gray colors as equal red, green
    /// and blue).
    ///
    /// - Parameter cgColor: The color.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0)
        }
    }

    /// The components: red, green, blue, alpha.
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// The number of components: 4.
    public var numberOfComponents: Int { 4 }

    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Gray (half).
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The color premultiplied in the linear working space.
    package var premultipliedLinear: SIMD4<Float> {
        CIColorMath.decoded(SIMD4(Float(red), Float(green), Float(blue), Float(alpha)))
    }
}

/// A vector of numbers Core Image filters take (points, rectangles,
/// offsets), as in Core Image.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of values.
    ///
    /// - Parameter values: The values.
    public init(values: [CGFloat]) {
        self.values = values
        super.init()
    }

    /// A vector of one value.
    ///
    /// - Parameter x: The value.
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    /// A vector of two values (a point).
    ///
    /// - Parameters:
    ///   - x: The first value.
    ///   - y: The second value.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// A vector of three values.
    ///
    /// - Parameters:
    ///   - x: The first value.
    ///   - y: The second value.
    ///   - z: The third value.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    /// A vector of four values (a rectangle: x, y, width, height).
    ///
    /// - Parameters:
    ///   - x: The first value.
    ///   - y: The second value.
    ///   - z: The third value.
    ///   - w: The fourth value.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    /// A vector of a point.
    ///
    /// - Parameter p: The point.
    public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
    /// A vector of a rectangle (x, y, width, height).
    ///
    /// - Parameter r: The rectangle.
    public convenience init(cgRect r: CGRect) { self.init(values: [r.origin.x, r.origin.y, r.width, r.height]) }

    /// The number of values.
    public var count: Int { values.count }
    /// The value at an index; 0 past the end.
    ///
    /// - Parameter index: The index.
    /// - Returns: The value.
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first value.
    public var x: CGFloat { value(at: 0) }
    /// The second value.
    public var y: CGFloat { value(at: 1) }
    /// The third value.
    public var z: CGFloat { value(at: 2) }
    /// The fourth value.
    public var w: CGFloat { value(at: 3) }
    /// The first two values as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The four values as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's exposure, in stops.
public let kCIInputEVKey = "inputEV"
/// The key of a filter's center.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a filter's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a filter's contrast.
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's color.
public let kCIInputColorKey = "inputColor"
/// The key of a filter's amount.
public let kCIInputAmountKey = "inputAmount"
/// The key of a filter's width.
public let kCIInputWidthKey = "inputWidth"
/// The key of a filter's sharpness.
public let kCIInputSharpnessKey = "inputSharpness"
/// The key of a filter's background image.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The attribute key of a filter's display name.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attribute key of a filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attribute key of a filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// The attribute key of an input's default value.
public let kCIAttributeDefault = "CIAttributeDefault"
/// The category of every built-in filter.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
