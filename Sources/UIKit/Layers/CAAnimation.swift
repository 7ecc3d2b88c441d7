import AnimationCore
import Foundation

/// What an animation's delegate hears, as Core Animation's protocol.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped (`flag`: it ran to its end).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// How an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Removed at both ends.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Held after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shown before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation of a layer, as Core Animation's `CAAnimation`: timing
/// (duration, begin time, repeats, autoreverse, speed, fill mode), a
/// timing function and a delegate.
///
/// The headless host does not composite layers (see ``CALayer``): an
/// animation added to a layer is kept (``CALayer/animation(forKey:)``),
/// and its delegate hears it start and finish on the main queue right
/// after it is added, as for an animation of no length; a later
/// `removeAnimation` stops nothing further. The model values apply at once.
open class CAAnimation: NSObject, @unchecked Sendable {
    /// The length of one pass, in seconds (0: Core Animation's 0.25).
    open var duration: CFTimeInterval = 0
    /// When it starts, in the layer's time.
    open var beginTime: CFTimeInterval = 0
    /// Its time offset.
    open var timeOffset: CFTimeInterval = 0
    /// Its speed.
    open var speed: Float = 1
    /// How many passes (`.infinity`: forever).
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays backwards after it plays forwards.
    open var autoreverses = false
    /// How it shows outside its active time.
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether it is removed from the layer when it finishes.
    open var isRemovedOnCompletion = true
    /// Its pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// Who hears it start and stop (held strongly, as Core Animation does).
    open var delegate: (any CAAnimationDelegate)?

    /// An animation.
    public required override init() {}
}

/// An animation of one key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated property's key path (`"opacity"`, `"transform.scale"`).
    open var keyPath: String?
    /// Whether values add to the property's.
    open var isAdditive = false
    /// Whether repeats build on the last one.
    open var isCumulative = false

    /// An animation of a key path.
    ///
    /// - Parameter path: The key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another, as Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change.
    open var byValue: Any?
}

/// Through values at key times, as Core Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values.
    open var values: [Any]?
    /// A path for points to follow.
    open var path: CGPath?
    /// The times of the values, 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are found.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// How layers turn along a path.
    open var rotationMode: CAAnimationRotationMode?
}

/// A spring, as Core Animation's `CASpringAnimation`: mass, stiffness,
/// damping and initial velocity, the same spring as SwiftUI's
/// `interpolatingSpring`.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass.
    open var mass: CGFloat = 1
    /// The stiffness.
    open var stiffness: CGFloat = 100
    /// The damping.
    open var damping: CGFloat = 10
    /// The initial velocity.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to settle, in seconds: SwiftUI's
    /// `Spring(mass:stiffness:damping:).settlingDuration`.
    open var settlingDuration: CFTimeInterval {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)).settlingDuration
    }
}

/// Animations run together, as Core Animation's `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The animations.
    open var animations: [CAAnimation]?
}

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Held until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// At constant speed.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Smoothed.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Smoothed at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a layer turns along a keyframe path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Along the path, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
