import AnimationCore
import Foundation

extension GraphicsContext {
    /// An effect applied to each drawing operation of a context after it is
    /// added (``GraphicsContext/addFilter(_:)``).
    ///
    /// SwiftUI's `luminanceToAlpha`, `alphaThreshold`, `colorMatrix` and
    /// shader filters, and the options of shadows and blurs, are not
    /// available: the display list has no such effects.
    public struct Filter {
        enum Kind {
            case shadow(color: Color, radius: CGFloat, offset: CGSize)
            case blur(CGFloat)
            case color(DisplayList.ColorFilter)
            case colorMultiply(Color)
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
                case .color, .colorMultiply: true
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
            case .projection(let matrix):
                item.projection = matrix
            }
        }
    }

    /// Adds a filter that each drawing operation from now on gets, after
    /// the filters added before it.
    ///
    /// - Parameter filter: The filter.
    public mutating func addFilter(_ filter: Filter) {
        filters.append(filter)
    }
}
