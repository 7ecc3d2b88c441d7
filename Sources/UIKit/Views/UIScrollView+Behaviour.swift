import Foundation

extension UIScrollView {
    /// How fast a flicked scroll view slows down, as in UIKit: the
    /// fraction of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept each millisecond.
        public let rawValue: CGFloat
        /// A rate of a fraction.
        ///
        /// - Parameter rawValue: The fraction kept each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts a scroll view's content insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As UIKit chooses.
        case automatic
        /// Along the axes that scroll.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// The scroll indicators' style.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light, light on dark.
        case `default`
        /// Black.
        case black
        /// White.
        case white
    }

    /// How a scroll dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// When a drag begins.
        case onDrag
        /// As the drag moves into the keyboard.
        case interactive
        /// When a drag begins, with the accessory view.
        case onDragWithAccessory
        /// As the drag moves, with the accessory view.
        case interactiveWithAccessory
    }
}
