import AnimationCore
import Foundation

extension Color {
    /// A concrete color: sRGB components and opacity.
    ///
    /// It animates in linear sRGB, each channel multiplied by 128 (as
    /// OpenSwiftUI does for SwiftUI parity), so that rest thresholds of
    /// animations treat colors like distances in points.
    public struct Resolved: Hashable, Sendable {
        /// The red component in linear sRGB.
        public var linearRed: Float
        /// The green component in linear sRGB.
        public var linearGreen: Float
        /// The blue component in linear sRGB.
        public var linearBlue: Float
        /// The opacity.
        public var opacity: Float

        /// Creates a color from gamma-encoded sRGB components.
        ///
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity; 1 when omitted.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            linearRed = Self.linear(red)
            linearGreen = Self.linear(green)
            linearBlue = Self.linear(blue)
            self.opacity = opacity
        }

        /// Creates a color from linear sRGB components.
        ///
        /// - Parameters:
        ///   - linearRed: The red component.
        ///   - linearGreen: The green component.
        ///   - linearBlue: The blue component.
        ///   - opacity: The opacity.
        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float) {
            self.linearRed = linearRed
            self.linearGreen = linearGreen
            self.linearBlue = linearBlue
            self.opacity = opacity
        }

        /// The gamma-encoded sRGB red component.
        public var red: Float { Self.encoded(linearRed) }
        /// The gamma-encoded sRGB green component.
        public var green: Float { Self.encoded(linearGreen) }
        /// The gamma-encoded sRGB blue component.
        public var blue: Float { Self.encoded(linearBlue) }

        /// The sRGB transfer function, inverted.
        static func linear(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -result : result
        }

        /// The sRGB transfer function.
        static func encoded(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -result : result
        }
    }
}

extension Color.Resolved: Animatable {
    /// Linear red, green, blue and opacity, each multiplied by 128.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(linearRed * 128, AnimatablePair(linearGreen * 128, AnimatablePair(linearBlue * 128, opacity * 128)))
        }
        set {
            linearRed = newValue.first / 128
            linearGreen = newValue.second.first / 128
            linearBlue = newValue.second.second.first / 128
            opacity = newValue.second.second.second / 128
        }
    }
}
