import AnimationCore
import Foundation

/// An effect that replaces one symbol with another, as in SwiftUI: use it
/// as a content transition,
/// `.contentTransition(.symbolEffect(.replace))`, and change the image's
/// symbol in a transaction with an animation.
///
/// Over the transaction's animation, the old symbol shrinks to half its
/// size (``downUp``) or grows by half (``upUp``) while it fades out in the
/// first half, and the new one grows from half its size to its own while
/// it fades in over the second half; ``offUp`` removes the old one at once
/// and grows the new one over the whole animation. These figures are this
/// package's (Apple publishes none); layers move as one headlessly.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// How the old symbol leaves.
    enum Style: Hashable, Sendable {
        case downUp, upUp, offUp
    }

    var style = Style.downUp

    /// What the effect does.
    public var _motion: SymbolMotion { SymbolMotion(kind: .replace) }
    /// The old symbol shrinks away, the new one grows in (the default).
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    /// The old symbol grows away, the new one grows in.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    /// The old symbol goes at once, the new one grows in.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
    /// Layer by layer (the whole symbol, headlessly).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ReplaceSymbolEffect { self }

    /// The old and the new symbol's scale and opacity at a point of the
    /// change, 0 ... 1.
    func poses(_ progress: Double) -> (old: (scale: Double, opacity: Double), new: (scale: Double, opacity: Double)) {
        let p = min(max(progress, 0), 1)
        let out = min(1, 2 * p), into = max(0, 2 * p - 1)
        switch style {
        case .downUp: return ((1 - 0.5 * out, 1 - out), (0.5 + 0.5 * into, into))
        case .upUp: return ((1 + 0.5 * out, 1 - out), (0.5 + 0.5 * into, into))
        case .offUp: return ((1, 0), (0.5 + 0.5 * p, p))
        }
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension ContentTransition {
    /// Symbol images whose symbol changes replace it with the default
    /// symbol effect (``ReplaceSymbolEffect/downUp``); other content
    /// cross-fades.
    public static var symbolEffect: ContentTransition {
        symbolEffect(ReplaceSymbolEffect())
    }

    /// Symbol images whose symbol changes replace it with an effect, at
    /// the options' speed; other content cross-fades.
    ///
    /// - Parameters:
    ///   - effect: The effect (``SymbolEffect/replace``).
    ///   - options: How it plays: its speed scales the transaction's
    ///     animation.
    /// - Returns: The transition.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        let replace = (effect as? ReplaceSymbolEffect) ?? ReplaceSymbolEffect()
        return ContentTransition(kind: .symbolReplace(replace.style, speed: options.speedFactor))
    }
}
