import AnimationCore
import Foundation

extension GraphicsContext {
    /// An effect applied to each drawing operation of a context after it is
    /// added (``GraphicsContext/addFilter(_:)``).
    ///
    /// Filters apply in the reverse of the order added, as in SwiftUI: the
    /// filter added last is nearest the drawing. So a canvas that adds
    /// `.alphaThreshold(min: 0.5)` and then `.blur(radius: 10)` blurs its
    /// drawing and then thresholds the blur, the "gooey" metaball effect
    /// public SwiftUI code draws this way.
    ///
    /// SwiftUI's shader filters, `alphaMultiply`, and the options of
    /// shadows, blurs and ``GraphicsContext/addFilter(_:)`` are not
    /// available: the display list has no such effects.
    public struct Filter {
        enum Kind {
            case shadow(color: Color, radius: CGFloat, offset: CGSize)
            case blur(CGFloat)
            case color(DisplayList.ColorFilter)
            case colorMultiply(Color)
            case alphaThreshold(min: Double, max: Double, color: Color)
            case projection(ProjectionTransform)
        }

        let kind: Kind

        /// A shadow under what is drawn.
        ///
        /// - Parameters:
        ///   - color: The shadow's color (black at 33 % opacity in linear
        ///     sRGB by default, as in SwiftUI).
        ///   - radius: The blur radius.
        ///   - x: The horizontal offset.
        ///   - y: The vertical offset.
        /// - Returns: The filter.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
        ) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
        }

        /// A Gaussian blur.
        ///
        /// - Parameter radius: The radius; not finite or negative counts as 0.
        /// - Returns: The filter.
        public static func blur(radius: CGFloat) -> Filter {
            Filter(kind: .blur(radius))
        }

        /// Rotates hues.
        ///
        /// - Parameter angle: The angle.
        /// - Returns: The filter.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .color(.hueRotation(angle.radians)))
        }

        /// Scales saturation (0 is gray, 1 unchanged).
        ///
        /// - Parameter amount: The factor.
        /// - Returns: The filter.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .color(.saturation(amount)))
        }

        /// Adds to each component.
        ///
        /// - Parameter amount: The amount.
        /// - Returns: The filter.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .color(.brightness(amount)))
        }

        /// Scales each component's distance from 0.5.
        ///
        /// - Parameter amount: The factor.
        /// - Returns: The filter.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(kind: .color(.contrast(amount)))
        }

        /// Mixes toward gray.
        ///
        /// - Parameter amount: 0 unchanged, 1 gray.
        /// - Returns: The filter.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .color(.grayscale(amount)))
        }

        /// Inverts colors by an amount: each component `c` becomes
        /// `c + (1 - 2c) × amount` (drawn as a contrast of `1 - 2 × amount`,
        /// the same formula).
        ///
        /// - Parameter amount: 0 unchanged, 1 inverted.
        /// - Returns: The filter.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            amount == 1 ? Filter(kind: .color(.colorInvert)) : Filter(kind: .color(.contrast(1 - 2 * amount)))
        }

        /// Transforms each color by a matrix.
        ///
        /// A matrix with an entry that is not finite is the identity (the
        /// filter does nothing).
        ///
        /// - Parameter matrix: The matrix.
        /// - Returns: The filter.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter(kind: .color(.colorMatrix(matrix.isFinite ? matrix : ColorMatrix())))
        }

        /// Replaces each pixel whose alpha is within `min...max` by a
        /// constant color, and every other pixel by transparency.
        ///
        /// Wholly transparent pixels stay transparent even when `min` is 0.
        /// A bound that is not finite is read as 0 (`min`) or 1 (`max`).
        ///
        /// - Parameters:
        ///   - min: The least alpha kept.
        ///   - max: The greatest alpha kept (1 by default).
        ///   - color: The color of the kept pixels (black by default).
        /// - Returns: The filter.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min.isFinite ? min : 0, max: max.isFinite ? max : 1, color: color))
        }

        /// Sets each pixel's opacity from its luminance, with black color
        /// components.
        ///
        /// The luma weights are SVG's `luminanceToAlpha` ones (0.2125 R +
        /// 0.7154 G + 0.0721 B, on the sRGB components); Apple does not
        /// document SwiftUI's.
        public static var luminanceToAlpha: Filter {
            Filter(kind: .color(.luminanceToAlpha))
        }

        /// Multiplies each component by a color's.
        ///
        /// - Parameter color: The color.
        /// - Returns: The filter.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .colorMultiply(color))
        }

        /// Projects what is drawn.
        ///
        /// - Parameter matrix: The projection, in the canvas's coordinates.
        /// - Returns: The filter.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }

        /// Applies the filter to an item, wrapping it in a group first when
        /// it already has an effect (so effects apply in the order added).
        func apply(to item: inout DisplayList.Item, frame: CGRect, environment: EnvironmentValues) {
            let hasEffect = item.shadow != nil || item.blurRadius > 0 || item.projection != nil || !item.colorFilters.isEmpty
            let addsColorFilter: Bool =
                switch kind {
                case .color, .colorMultiply, .alphaThreshold: true
                default: false
                }
            // Color filters in a row share one item.
            let onlyColorFilters = item.shadow == nil && item.blurRadius == 0 && item.projection == nil
            if hasEffect && !(addsColorFilter && onlyColorFilters) {
                item = DisplayList.Item(frame: frame, children: [item])
            }
            switch kind {
            case .shadow(let color, let radius, let offset):
                item.shadow = DisplayList.Shadow(
                    color: color.resolve(in: environment), radius: radius.isFinite ? max(radius, 0) : 0,
                    offset: offset.width.isFinite && offset.height.isFinite ? offset : .zero)
            case .blur(let radius):
                item.blurRadius = radius.isFinite ? max(radius, 0) : 0
            case .color(let filter):
                item.colorFilters.append(filter)
            case .colorMultiply(let color):
                item.colorFilters.append(.colorMultiply(color.resolve(in: environment)))
            case .alphaThreshold(let min, let max, let color):
                item.colorFilters.append(.alphaThreshold(min: min, max: max, color: color.resolve(in: environment)))
            case .projection(let matrix):
                item.projection = matrix
            }
        }
    }

    /// Adds a filter that each drawing operation from now on gets, before
    /// the filters added earlier (the filter added last is applied first,
    /// as in SwiftUI).
    ///
    /// - Parameter filter: The filter.
    public mutating func addFilter(_ filter: Filter) {
        filters.append(filter)
    }
}
