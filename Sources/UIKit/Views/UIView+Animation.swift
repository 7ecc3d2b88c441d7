import Foundation

extension UIView {
    /// Options of UIKit's view animations, as in UIKit (kept: the headless
    /// host applies the changes of a UIKit animation at once).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backward and forward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores a nested animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores a nested animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates the content as it is redrawn.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Shows and hides views instead of adding and removing them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores a nested animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Options of keyframe animations, as in UIKit (kept).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets the user interact while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backward and forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Linear between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps between keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// A timing curve of UIKit's animations.
    public enum AnimationCurve: Int, Sendable {
        /// Eases in and out.
        case easeInOut
        /// Eases in.
        case easeIn
        /// Eases out.
        case easeOut
        /// Linear.
        case linear
    }

    /// A transition of UIKit's older animation blocks.
    public enum AnimationTransition: Int, Sendable {
        /// None.
        case none
        /// Flips from the left.
        case flipFromLeft
        /// Flips from the right.
        case flipFromRight
        /// Curls up.
        case curlUp
        /// Curls down.
        case curlDown
    }

    /// How a view resizes with its superview (kept: the host lays out no
    /// UIKit views).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Runs changes to views after a delay, with options; the headless
    /// host applies them at once (it draws no UIKit views) and then calls
    /// the completion with `true`.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration.
    ///   - delay: The delay (not waited: the changes apply at once).
    ///   - options: The options.
    ///   - animations: The changes.
    ///   - completion: Called after.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Runs changes to views with a spring; the headless host applies them
    /// at once and then calls the completion with `true`.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration.
    ///   - delay: The delay.
    ///   - dampingRatio: The spring's damping ratio.
    ///   - velocity: The initial velocity.
    ///   - options: The options.
    ///   - animations: The changes.
    ///   - completion: Called after.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Runs a transition of a view's content; the headless host applies
    /// the changes at once and then calls the completion with `true`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - duration: The transition's duration.
    ///   - options: The transition.
    ///   - animations: The changes.
    ///   - completion: Called after.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }
}
