import Foundation

/// A representation of a spring's motion.
///
/// Use it to convert between the parametrizations of a spring (perceptual
/// duration and bounce; mass, stiffness and damping; response and damping
/// ratio; settling duration and damping ratio) and to evaluate the spring's
/// position and velocity at any time, in closed form:
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
/// // (1.0, 157.9, 17.6)
/// spring.value(target: 1.0, time: 0.25)
/// ```
///
/// The motion is that of `m·x'' = −k·(x − target) − c·x'`, starting at zero
/// with a given initial velocity. Under-, critically and over-damped springs
/// are solved exactly, in forms that stay accurate as the damping ratio
/// crosses 1 (no cancellation between nearly equal roots).
///
/// Evaluation is generic over ``VectorArithmetic`` and inlinable: the
/// scalar motion is computed once per call (four coefficients), then
/// applied to the vector, so for `Double` it specializes to plain scalar
/// arithmetic.
///
/// Parameters are checked: NaN or infinite inputs, a non-positive mass or
/// stiffness and a negative damping are precondition failures. A duration or
/// response of zero or less gives an *infinitely stiff* spring, which is at
/// its target at every time with zero velocity (a zero-duration animation
/// finishes at once).
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring.
    public let mass: Double

    /// The undamped angular frequency `√(k/m)` in radians per second;
    /// `.infinity` for an infinitely stiff spring.
    @usableFromInline
    let angularFrequency: Double

    /// The amount of drag applied, as a fraction of the amount needed to
    /// produce critical damping.
    ///
    /// At 1 the spring settles as fast as it can without oscillating; below
    /// 1 it oscillates (0 never stops); above 1 it creeps towards the target.
    public let dampingRatio: Double

    /// `ω₀·√|1 − ζ²|`, made once with the spring rather than at every
    /// evaluation (a square root costs as much as the rest of a critically
    /// damped frame): the damped frequency of an underdamped spring, the
    /// spread between the roots of an overdamped one, 0 for a critically
    /// damped or an infinitely stiff one (never NaN, so that a spring equals
    /// itself).
    @usableFromInline
    let dampedFrequency: Double

    @usableFromInline
    init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
        self.mass = mass
        self.angularFrequency = angularFrequency
        self.dampingRatio = dampingRatio
        if !angularFrequency.isFinite {
            dampedFrequency = 0
        } else if dampingRatio <= 1 {
            dampedFrequency = angularFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
        } else {
            dampedFrequency = angularFrequency * ((dampingRatio - 1) * (dampingRatio + 1)).squareRoot()
        }
    }

    /// Creates a spring from its perceptual duration and its bounce.
    ///
    /// The conversion is SwiftUI's: mass 1, angular frequency `2π /
    /// duration`, damping ratio `1 − bounce` for a bounce of 0 or more and
    /// `1 / (1 + bounce)` below.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: about the settling
    ///     time, or the period of oscillation of a very bouncy spring. Zero
    ///     or less gives an infinitely stiff spring.
    ///   - bounce: 0 for no bounce (critical damping), up to 1 (no damping:
    ///     it oscillates forever); negative for an overdamped spring. Values
    ///     outside `-1...1` are clamped, and the damping ratio is capped at
    ///     ``maximumDampingRatioFromBounce`` (reached at bounce −0.99): a
    ///     bounce of −1 would mean infinite damping, a spring that never
    ///     moves.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(duration: duration, bounce: bounce) }
        self.init(
            mass: 1,
            angularFrequency: duration > 0 ? 2 * .pi / duration : .infinity,
            dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the same values as `Spring(duration: 0.5,
    /// bounce: 0)`.
    public init() {
        self.init(duration: 0.5, bounce: 0)
    }

    /// Creates a spring from its physical parameters.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring; more mass oscillates more
    ///     and settles later. Must be positive.
    ///   - stiffness: The spring constant; stiffer springs oscillate faster
    ///     and settle sooner. Must be positive.
    ///   - damping: The drag coefficient; less damping overshoots more. Must
    ///     not be negative.
    ///   - allowOverDamping: When `false` (the default), damping beyond
    ///     critical is reduced to critical damping.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(mass: mass, stiffness: stiffness, damping: damping) }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            mass: mass,
            angularFrequency: (stiffness / mass).squareRoot(),
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// Creates a spring from its response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness as an approximate duration in seconds
    ///     (the period of the undamped spring, `2π / ω₀`). Zero or less gives
    ///     an infinitely stiff spring.
    ///   - dampingRatio: The fraction of critical damping; must be finite and
    ///     not negative.
    public init(response: Double, dampingRatio: Double) {
        requireValid { () throws(AnimationParameterError) in try Self.validate(response: response, dampingRatio: dampingRatio) }
        self.init(mass: 1, angularFrequency: response > 0 ? 2 * .pi / response : .infinity, dampingRatio: dampingRatio)
    }

    /// Creates a spring that settles in the given time.
    ///
    /// The spring is chosen so that ``settlingDuration(target:initialVelocity:epsilon:)``
    /// for a target of 1 and no initial velocity is `settlingDuration`: after
    /// that time the value stays within `epsilon` of its target. Settling
    /// time is inversely proportional to the angular frequency for a fixed
    /// damping ratio, so this is exact, not a search.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time in seconds to settle; zero or less
    ///     gives an infinitely stiff spring.
    ///   - dampingRatio: The fraction of critical damping; must be positive
    ///     (an undamped spring never settles) and finite.
    ///   - epsilon: How close to the target counts as settled, relative to a
    ///     target of 1; must be in `0 < epsilon < 1`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        requireValid { () throws(AnimationParameterError) in
            try Self.validate(settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
        }
        guard settlingDuration > 0 else {
            self.init(mass: 1, angularFrequency: .infinity, dampingRatio: dampingRatio)
            return
        }
        let unit = Spring(mass: 1, angularFrequency: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, epsilon: epsilon)
        self.init(mass: 1, angularFrequency: unitSettling / settlingDuration, dampingRatio: dampingRatio)
    }

    /// The largest damping ratio a bounce gives (at bounce −0.99 and below).
    public static let maximumDampingRatioFromBounce = 100.0

    static func dampingRatio(bounce: Double) -> Double {
        let bounce = min(max(bounce, -1), 1)
        return bounce >= 0 ? 1 - bounce : min(1 / (1 + bounce), maximumDampingRatioFromBounce)
    }
}
