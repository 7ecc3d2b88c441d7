import AnimationCore
import Foundation

/// The variants of SF Symbols a view asks its symbols to take (filled,
/// in a circle, slashed...), as in SwiftUI: `Image(systemName: "bell")`
/// under `.symbolVariant(.fill)` draws `bell.fill`.
///
/// A symbol's name gains the variants' parts in Apple's order (`slash`,
/// then the shape, then `fill`: `mic.slash.circle.fill`); where the
/// drawn symbols have no such name, parts are dropped from the end
/// (`fill` first), down to the symbol itself, as SwiftUI falls back to
/// the variants a symbol has.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var filled = false
    var slashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// In a square.
    public static let square = SymbolVariants(shape: .square)
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(filled: true)
    /// Slashed.
    public static let slash = SymbolVariants(slashed: true)

    /// These variants in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// These variants in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// These variants in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// These variants filled.
    public var fill: SymbolVariants { with { $0.filled = true } }
    /// These variants slashed.
    public var slash: SymbolVariants { with { $0.slashed = true } }

    /// Whether these variants include `other`'s.
    ///
    /// - Parameter other: The variants.
    /// - Returns: Whether every part of `other` is here.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// A symbol's name with these variants, the longest the drawn symbols
    /// have (the name itself when none is).
    func name(for symbol: String) -> String {
        var parts: [String] = []
        if slashed, !symbol.contains(".slash") { parts.append("slash") }
        if let shape, !symbol.hasSuffix(".\(shape)") { parts.append("\(shape)") }
        if filled, !symbol.hasSuffix(".fill") { parts.append("fill") }
        while !parts.isEmpty {
            let candidate = ([symbol] + parts).joined(separator: ".")
            if SymbolGlyphs.outline(named: candidate) != nil { return candidate }
            parts.removeLast()
        }
        return symbol
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variants the symbols inside take.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Asks the symbols inside to take a variant (`.fill`, `.circle`,
    /// `.slash`, or several: `.circle.fill`); variants add up with those
    /// of enclosing views.
    ///
    /// - Parameter variant: The variant.
    /// - Returns: The view.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { variants in
            variants = SymbolVariants(
                shape: variant.shape ?? variants.shape, filled: variant.filled || variants.filled, slashed: variant.slashed || variants.slashed)
            if variant == .none { variants = .none }
        }
    }
}
