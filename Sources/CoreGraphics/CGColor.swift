import Foundation

/// A color space, as Core Graphics names it: what a ``CGColor``'s
/// components mean.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The kinds of color space a headless host knows.
    public enum Model: Int32, Sendable {
        /// One gray component.
        case monochrome = 0
        /// Red, green and blue components.
        case rgb = 1
    }

    /// The space's model: how many components its colors have, and which.
    public let model: Model
    /// The space's name (`CGColorSpace.sRGB`, ...), when it has one.
    public let name: String?

    /// The number of color components, alpha apart.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    init(model: Model, name: String?) {
        self.model = model
        self.name = name
    }

    /// A color space of a name: sRGB, extended sRGB, Display P3, linear
    /// sRGB and their gray spaces; `nil` for other names.
    ///
    /// - Parameter name: The name, such as ``sRGB``.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.linearSRGB, Self.extendedLinearSRGB: self.init(model: .rgb, name: name)
        case Self.genericGrayGamma2_2, Self.extendedGray, Self.linearGray: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    /// The name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB space (components outside 0...1).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the linear sRGB space.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of the extended linear sRGB space.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The name of the Display P3 space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of the gray space of gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the extended gray space.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The name of the linear gray space.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// Two spaces are equal when their models and names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes the model and the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// The device's RGB color space (sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
}

/// The device's gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

/// A color, as Core Graphics has it: components in a color space, and an
/// alpha.
///
/// Components are kept as given (Core Graphics clamps them to the space's
/// range when it draws; extended spaces keep values outside 0...1); a
/// component that is not finite counts as 0, and alpha is clamped to 0...1.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The color's space.
    public let colorSpace: CGColorSpace?
    /// The color components, then alpha: `numberOfComponents` values.
    public let components: [CGFloat]?

    /// Makes a color of components in a space, alpha last; `nil` when the
    /// count is not the space's components and alpha.
    ///
    /// - Parameters:
    ///   - space: The color space.
    ///   - components: The components, then alpha.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = (0...space.numberOfComponents).map { components[$0] }
        colorSpace = space
        self.components = Self.cleaned(values)
    }

    init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        components = Self.cleaned(values)
    }

    /// An sRGB color.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpaceCreateDeviceRGB(), values: [red, green, blue, alpha])
    }

    /// An sRGB color.
    ///
    /// - Parameters:
    ///   - srgbRed: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(srgbRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: srgbRed, green: green, blue: blue, alpha: alpha)
    }

    /// A gray.
    ///
    /// - Parameters:
    ///   - gray: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpaceCreateDeviceGray(), values: [gray, alpha])
    }

    /// A gray of the gamma 2.2 gray space.
    ///
    /// - Parameters:
    ///   - genericGrayGamma2_2Gray: The brightness.
    ///   - alpha: The opacity.
    public convenience init(genericGrayGamma2_2Gray: CGFloat, alpha: CGFloat) {
        self.init(gray: genericGrayGamma2_2Gray, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same color with another opacity.
    ///
    /// - Parameter alpha: The opacity.
    /// - Returns: The color.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values)
    }

    /// Red, green, blue and alpha: a gray's brightness is all three.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 1]
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        return (values[0], values[0], values[0], values.last ?? 1)
    }

    /// The components, as `CGColor` describes itself.
    public var description: String {
        "<CGColor> [\(colorSpace?.name ?? "unknown")] ( \((components ?? []).map { "\($0)" }.joined(separator: " ")) )"
    }

    /// Two colors are equal when their spaces and components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the space and the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    private static func cleaned(_ values: [CGFloat]) -> [CGFloat] {
        var result = values.map { $0.isFinite ? $0 : 0 }
        if let alpha = result.last { result[result.count - 1] = min(max(alpha, 0), 1) }
        return result
    }
}
