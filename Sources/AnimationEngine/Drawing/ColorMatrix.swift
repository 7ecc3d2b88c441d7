import AnimationCore

/// A matrix to use in an RGBA color transformation, as in SwiftUI.
///
/// The matrix has five columns, each with a red, green, blue and alpha
/// component. A color `(R, G, B, A)` becomes
///
///     R' = r1·R + r2·G + r3·B + r4·A + r5
///     G' = g1·R + g2·G + g3·B + g4·A + g5
///     B' = b1·R + b2·G + b3·B + b4·A + b5
///     A' = a1·R + a2·G + a3·B + a4·A + a5
///
/// on unpremultiplied components in `0...1`; the results are clamped to
/// `0...1`. Use it with `GraphicsContext.Filter.colorMatrix(_:)`.
public struct ColorMatrix: Equatable, Sendable {
    /// Row one: red from red, green, blue, alpha and a constant.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// Row two: green from red, green, blue, alpha and a constant.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// Row three: blue from red, green, blue, alpha and a constant.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// Row four: alpha from red, green, blue, alpha and a constant.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    /// The twenty entries, row by row (as SVG's `feColorMatrix` lists
    /// them).
    package var rows: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }

    /// Whether every entry is finite.
    package var isFinite: Bool { rows.allSatisfy(\.isFinite) }
}
