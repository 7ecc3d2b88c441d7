import AnimationCore
import Foundation

extension GraphicsContext {
    /// What fills or strokes a path, or colors text: a color, a style, a
    /// gradient whose geometry is in user space, or a tiled image.
    public struct Shading {
        enum Storage {
            case color(Color)
            case resolved(Color.Resolved)
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case palette([Shading])
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }

        let storage: Storage

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(storage: .foreground) }

        /// A color.
        ///
        /// - Parameter color: The color, resolved in the canvas's
        ///   environment.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }

        /// A color from its components in sRGB.
        ///
        /// - Parameters:
        ///   - colorSpace: The components' color space.
        ///   - red: Red, 0 to 1.
        ///   - green: Green, 0 to 1.
        ///   - blue: Blue, 0 to 1.
        ///   - opacity: Opacity, 0 to 1.
        /// - Returns: The shading.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(storage: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// A gray.
        ///
        /// - Parameters:
        ///   - colorSpace: The component's color space.
        ///   - white: The level, 0 (black) to 1 (white).
        ///   - opacity: Opacity, 0 to 1.
        /// - Returns: The shading.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(storage: .color(Color(colorSpace, white: white, opacity: opacity)))
        }

        /// A shape style: colors and gradients as they fill a view, the
        /// gradient's unit points spanning the bounds of what is drawn.
        ///
        /// - Parameter style: The style.
        /// - Returns: The shading.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(storage: .style(AnyShapeStyle(style)))
        }

        /// Several shadings, for drawing that takes more than one (symbol
        /// images' layers). Paths and text use the first.
        ///
        /// - Parameter array: The shadings.
        /// - Returns: The shading.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(storage: .palette(array))
        }

        /// A linear gradient along the line from `startPoint` to `endPoint`,
        /// in user space.
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - startPoint: Where the first color is.
        ///   - endPoint: Where the last color is.
        ///   - options: Repeating, mirroring, linear color.
        /// - Returns: The shading.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A linear gradient of an `AnyGradient` (`Color.blue.gradient`).
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - startPoint: Where the first color is.
        ///   - endPoint: Where the last color is.
        ///   - options: Repeating, mirroring, linear color.
        /// - Returns: The shading.
        public static func linearGradient(
            _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            linearGradient(gradient.gradient, startPoint: startPoint, endPoint: endPoint, options: options)
        }

        /// A radial gradient between two circles around `center`, in user
        /// space.
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - center: The circles' center.
        ///   - startRadius: Where the first color is.
        ///   - endRadius: Where the last color is.
        ///   - options: Repeating, mirroring, linear color.
        /// - Returns: The shading.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A radial gradient of an `AnyGradient`.
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - center: The circles' center.
        ///   - startRadius: Where the first color is.
        ///   - endRadius: Where the last color is.
        ///   - options: Repeating, mirroring, linear color.
        /// - Returns: The shading.
        public static func radialGradient(
            _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            radialGradient(gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options)
        }

        /// A conic gradient: colors by angle around `center`, starting at
        /// `angle`, one full turn.
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - center: The center, in user space.
        ///   - angle: Where the turn starts (0 along +x).
        ///   - options: Linear color (repeating means nothing for a full turn).
        /// - Returns: The shading.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle, options: options))
        }

        /// A conic gradient of an `AnyGradient`.
        ///
        /// - Parameters:
        ///   - gradient: The colors.
        ///   - center: The center, in user space.
        ///   - angle: Where the turn starts.
        ///   - options: Linear color.
        /// - Returns: The shading.
        public static func conicGradient(
            _ gradient: AnyGradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            conicGradient(gradient.gradient, center: center, angle: angle, options: options)
        }

        /// The display-list paint, for something drawn within `bounds` (user
        /// space) by `context`.
        func paint(bounds: CGRect, context: GraphicsContext) -> DisplayList.Paint {
            let environment = context.environment
            let shift = CGAffineTransform(translationX: context.origin.x, y: context.origin.y)
            switch storage {
            case .color(let color):
                return .color(color.resolve(in: environment))
            case .resolved(let color):
                return .color(color)
            case .foreground:
                return ForegroundStyle()._resolvePaint(in: environment).paint(in: bounds.applying(shift))
            case .style(let style):
                let rect = bounds.isNull || !bounds.width.isFinite ? context.canvasFrame : bounds.applying(shift)
                return style._resolvePaint(in: environment).paint(in: rect)
            case .palette(let shadings):
                return shadings.first?.paint(bounds: bounds, context: context) ?? .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
            case .linear(let gradient, let start, let end, let options):
                let stops = options.stops(gradient.resolvedStops(in: environment, blending: .device))
                let (repeated, from, to) = options.repeatLinear(stops, start: start, end: end, over: bounds)
                return .linearGradient(repeated, startPoint: from.applying(shift), endPoint: to.applying(shift))
            case .radial(let gradient, let center, let r0, let r1, let options):
                let stops = options.stops(gradient.resolvedStops(in: environment, blending: .device))
                let (repeated, inner, outer) = options.repeatRadial(stops, center: center, startRadius: r0, endRadius: r1, over: bounds)
                return .radialGradient(repeated, center: center.applying(shift), startRadius: inner, endRadius: outer)
            case .conic(let gradient, let center, let angle, let options):
                let stops = options.stops(gradient.resolvedStops(in: environment, blending: .device))
                return .angularGradient(stops, center: center.applying(shift), startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)
            case .tiledImage(let image, let origin, let sourceRect, let scale):
                return Self.tiledPaint(image, origin: origin.applying(shift), sourceRect: sourceRect, scale: scale, context: context)
            }
        }

        /// The paint of text runs without their own style; `nil` for the
        /// foreground (the runs' default).
        func textPaint(bounds: CGRect, context: GraphicsContext) -> DisplayList.Paint? {
            if case .foreground = storage { return nil }
            return paint(bounds: bounds, context: context)
        }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Repeats the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient beyond its ends, every other copy reversed.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates colors in linear sRGB instead of gamma-encoded sRGB.
        public static let linearColor = GradientOptions(rawValue: 4)

        /// The stops to draw: with `.linearColor`, each span cut into eight
        /// so that the renderers' gamma-encoded interpolation follows the
        /// linear one.
        func stops(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            guard contains(.linearColor), stops.count > 1 else { return stops }
            var result: [DisplayList.GradientStop] = [stops[0]]
            for index in 1..<stops.count {
                let a = stops[index - 1], b = stops[index]
                for step in 1...8 {
                    let t = Double(step) / 8
                    result.append(
                        DisplayList.GradientStop(
                            color: Self.mixLinear(a.color, b.color, t), location: a.location + (b.location - a.location) * t))
                }
            }
            return result
        }

        private static func mixLinear(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Double) -> Color.Resolved {
            func toLinear(_ c: Float) -> Double {
                let c = Double(c)
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            func toGamma(_ c: Double) -> Float {
                Float(c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
            }
            func mix(_ x: Float, _ y: Float) -> Float { toGamma(toLinear(x) + (toLinear(y) - toLinear(x)) * t) }
            return Color.Resolved(
                red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                opacity: a.opacity + (b.opacity - a.opacity) * Float(t))
        }

        /// Copies of the stops laid end to end (reversed every other copy
        /// when mirroring) over the parameter range `range`, as stops of a
        /// gradient whose 0...1 spans that range. Beyond 64 copies the
        /// range is cut to 64 around 0...1.
        private func repeated(_ stops: [DisplayList.GradientStop], over range: ClosedRange<Double>) -> (
            stops: [DisplayList.GradientStop], from: Double, to: Double
        ) {
            var low = floor(range.lowerBound), high = ceil(range.upperBound)
            if high - low > 64 { low = max(low, -31); high = min(high, low + 64) }
            guard high > low, !stops.isEmpty else { return (stops, 0, 1) }
            let span = high - low
            var result: [DisplayList.GradientStop] = []
            var copy = low
            while copy < high {
                let reversed = contains(.mirror) && Int(copy).isMultiple(of: 2) == false
                let ordered = reversed ? stops.reversed().map { DisplayList.GradientStop(color: $0.color, location: 1 - $0.location) } : stops
                for stop in ordered {
                    result.append(DisplayList.GradientStop(color: stop.color, location: (copy + stop.location - low) / span))
                }
                copy += 1
            }
            return (result, low, high)
        }

        /// A linear gradient's stops and line, repeated over the bounds when
        /// `.repeat` or `.mirror` is set.
        func repeatLinear(_ stops: [DisplayList.GradientStop], start: CGPoint, end: CGPoint, over bounds: CGRect)
            -> ([DisplayList.GradientStop], CGPoint, CGPoint)
        {
            let dx = end.x - start.x, dy = end.y - start.y
            let length2 = Double(dx * dx + dy * dy)
            guard contains(.repeat) || contains(.mirror), length2 > 0, !bounds.isNull, bounds.width.isFinite else {
                return (stops, start, end)
            }
            let corners = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
            ]
            let ts = corners.map { Double(($0.x - start.x) * dx + ($0.y - start.y) * dy) / length2 }
            let (result, from, to) = repeated(stops, over: min(ts.min()!, 0)...max(ts.max()!, 1))
            func point(_ t: Double) -> CGPoint { CGPoint(x: start.x + dx * t, y: start.y + dy * t) }
            return (result, point(from), point(to))
        }

        /// A radial gradient's stops and radii, repeated out to the bounds'
        /// farthest corner when `.repeat` or `.mirror` is set (inside the
        /// start circle, the first color stays, as without repeating).
        func repeatRadial(_ stops: [DisplayList.GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, over bounds: CGRect)
            -> ([DisplayList.GradientStop], CGFloat, CGFloat)
        {
            let width = Double(endRadius - startRadius)
            guard contains(.repeat) || contains(.mirror), width > 0, !bounds.isNull, bounds.width.isFinite else {
                return (stops, startRadius, endRadius)
            }
            let far = [
                CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)
            ]
            .map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max()!
            // Copies repeat outward; inside the start circle the first color stays.
            let (result, _, to) = repeated(stops, over: 0...max((far - Double(startRadius)) / width, 1))
            return (result, startRadius, startRadius + CGFloat(to * width))
        }
    }

    /// How drawing blends with what is behind it: the modes SwiftUI's views
    /// have (see ``/AnimationEngine/BlendMode``).
    public struct BlendMode: Equatable, Sendable {
        let mode: AnimationViews.BlendMode

        /// Draws over what is behind.
        public static let normal = BlendMode(mode: .normal)
        /// Multiplies.
        public static let multiply = BlendMode(mode: .multiply)
        /// Screens.
        public static let screen = BlendMode(mode: .screen)
        /// Overlays.
        public static let overlay = BlendMode(mode: .overlay)
        /// Keeps the darker.
        public static let darken = BlendMode(mode: .darken)
        /// Keeps the lighter.
        public static let lighten = BlendMode(mode: .lighten)
        /// Dodges.
        public static let colorDodge = BlendMode(mode: .colorDodge)
        /// Burns.
        public static let colorBurn = BlendMode(mode: .colorBurn)
        /// Soft light.
        public static let softLight = BlendMode(mode: .softLight)
        /// Hard light.
        public static let hardLight = BlendMode(mode: .hardLight)
        /// The difference.
        public static let difference = BlendMode(mode: .difference)
        /// Exclusion.
        public static let exclusion = BlendMode(mode: .exclusion)
        /// The hue of the source.
        public static let hue = BlendMode(mode: .hue)
        /// The saturation of the source.
        public static let saturation = BlendMode(mode: .saturation)
        /// The hue and saturation of the source.
        public static let color = BlendMode(mode: .color)
        /// The luminosity of the source.
        public static let luminosity = BlendMode(mode: .luminosity)
        /// The source where the destination is.
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        /// The destination over the source.
        public static let destinationOver = BlendMode(mode: .destinationOver)
        /// The destination where the source is not.
        public static let destinationOut = BlendMode(mode: .destinationOut)
        /// Adds, darker.
        public static let plusDarker = BlendMode(mode: .plusDarker)
        /// Adds, lighter.
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }
}
