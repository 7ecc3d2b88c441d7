import AnimationCore
import Foundation

/// An animation of a symbol image, as in SwiftUI: `.symbolEffect(.bounce,
/// value: count)`, `.symbolEffect(.pulse)`.
///
/// The headless host draws a symbol as one outline, so an effect animates
/// the view it modifies (the symbol, where it is applied to an `Image`)
/// as a whole, not layer by layer: one cycle lasts 0.5 s (divided by the
/// options' speed). A bounce scales up by 20 % and back (down: by 15 %),
/// a pulse and variable color dim to 40 % opacity and back, a breathe
/// scales by 10 %, a wiggle turns ±10°, a rotate turns once; a scale
/// effect holds 1.2 (down: 0.8) while active; appear and disappear scale
/// and fade the view in and out. These figures are this package's choice
/// (Apple publishes none); see "Differences from SwiftUI".
public protocol SymbolEffect: Sendable {
    /// What the effect does, for the host.
    var _motion: SymbolMotion { get }
}

/// An effect that plays when a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// What a symbol effect does, as the host animates it.
public struct SymbolMotion: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bounce(up: Bool)
        case pulse, variableColor, breathe, wiggle, rotate
        case scale(up: Bool)
        case appear, disappear, replace
    }

    let kind: Kind

    /// The pose at a point of a cycle, 0 ... 1 (neutral at both ends).
    func pose(_ t: Double) -> (scale: Double, opacity: Double, degrees: Double) {
        let wave = sin(Double.pi * t)
        switch kind {
        case .bounce(let up): return (up ? 1 + 0.2 * wave : 1 - 0.15 * wave, 1, 0)
        case .pulse, .variableColor: return (1, 1 - 0.6 * wave, 0)
        case .breathe: return (1 + 0.1 * wave, 1, 0)
        case .wiggle: return (1, 1, 10 * sin(2 * Double.pi * t))
        case .rotate: return (1, 1, 360 * t)
        case .scale, .appear, .disappear, .replace: return (1, 1, 0)
        }
    }
}

/// Bounces the symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isUp = true
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .bounce(up: isUp)) }
    /// Bounces upward.
    public var up: BounceSymbolEffect { BounceSymbolEffect(isUp: true) }
    /// Bounces downward.
    public var down: BounceSymbolEffect { BounceSymbolEffect(isUp: false) }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// Fades the symbol's opacity in and out.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .pulse) }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Dims the symbol's layers in turn (the whole symbol, headlessly).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .variableColor) }
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers one after another, staying on.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// One way.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// Scales the symbol while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var isUp = true
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .scale(up: isUp)) }
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isUp: true) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isUp: false) }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// Shows the symbol while active (hides it while not).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .appear) }
    /// Upward.
    public var up: AppearSymbolEffect { self }
    /// Downward.
    public var down: AppearSymbolEffect { self }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// Hides the symbol while active.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .disappear) }
    /// Upward.
    public var up: DisappearSymbolEffect { self }
    /// Downward.
    public var down: DisappearSymbolEffect { self }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: DisappearSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: DisappearSymbolEffect { self }
}

/// Breathes: the symbol swells and settles.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .breathe) }
}

/// Wiggles the symbol.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .wiggle) }
}

/// Turns the symbol once.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .rotate) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable color.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How a symbol effect plays, as in SwiftUI.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Cycles per play; `nil` repeats while active.
    var count: Int? = 1
    var speedFactor = 1.0

    /// One cycle per trigger, repeating while an indefinite effect is
    /// active.
    public static let `default` = SymbolEffectOptions(count: nil)
    /// Repeats.
    public static let repeating = SymbolEffectOptions(count: nil)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(count: 1)
    /// Plays a number of times (at least once).
    ///
    /// - Parameter count: The cycles.
    /// - Returns: The options.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(count, 1)) }
    /// Plays at a speed (positive and finite; otherwise 1).
    ///
    /// - Parameter speed: The factor.
    /// - Returns: The options.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options at a speed.
    ///
    /// - Parameter speed: The factor.
    /// - Returns: The options.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// These options, a number of times.
    ///
    /// - Parameter count: The cycles.
    /// - Returns: The options.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.count = max(count, 1)
        return copy
    }

    /// The length of a cycle.
    var cycle: Double { 0.5 / speedFactor }
}

/// Draws a pose of a symbol effect.
struct _SymbolPose: ViewModifier {
    let motion: SymbolMotion
    let t: Double

    func body(content: Content) -> some View {
        let pose = motion.pose(t - t.rounded(.down))
        content.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.degrees))
    }
}

extension View {
    /// Runs an effect on the symbol while it is active.
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How it plays.
    ///   - isActive: Whether it runs.
    /// - Returns: The view.
    @ViewBuilder
    nonisolated public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let motion = effect._motion
        switch motion.kind {
        case .scale(let up):
            scaleEffect(isActive ? (up ? 1.2 : 0.8) : 1).animation(.spring(duration: options.cycle), value: isActive)
        case .appear, .disappear:
            let shown = (motion.kind == .appear) == isActive
            scaleEffect(shown ? 1 : 0.5).opacity(shown ? 1 : 0).animation(.spring(duration: options.cycle), value: shown)
        default:
            if isActive {
                let cycles = Double(options.count ?? 1)
                keyframeAnimator(initialValue: 0.0, repeating: options.count == nil) { content, t in
                    content.modifier(_SymbolPose(motion: motion, t: t))
                } keyframes: { _ in
                    LinearKeyframe(cycles, duration: options.cycle * cycles)
                }
            } else {
                self
            }
        }
    }

    /// Plays an effect on the symbol each time a value changes.
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How it plays (once by default; `.repeat(n)` cycles).
    ///   - value: The value whose changes play it.
    /// - Returns: The view.
    nonisolated public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let motion = effect._motion, cycles = Double(options.count ?? 1)
        return keyframeAnimator(initialValue: 0.0, trigger: value) { content, t in
            content.modifier(_SymbolPose(motion: motion, t: t))
        } keyframes: { _ in
            LinearKeyframe(cycles, duration: options.cycle * cycles)
        }
    }
}
