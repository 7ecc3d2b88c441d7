import AnimationCore
import AnimationViews
import Foundation

extension DisplayList.ColorFilter {
    /// The filter applied to an unpremultiplied sRGB color (components in
    /// `0...1`), with the formulas of CSS's filter functions (Filter
    /// Effects Module Level 1), which the SVG renderer uses too. Results
    /// are clamped to `0...1`.
    ///
    /// - Parameter color: Red, green, blue and alpha.
    /// - Returns: The filtered color.
    public func apply(to color: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        var (r, g, b, a) = color
        func matrix(_ m: [Double]) {
            (r, g, b) = (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
        }
        switch self {
        case .hueRotation(let angle):
            let c = cos(angle), s = sin(angle)
            matrix([
                0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072
            ])
        case .saturation(let amount):
            Self.saturate(max(amount, 0), &r, &g, &b)
        case .grayscale(let amount):
            Self.saturate(1 - min(max(amount, 0), 1), &r, &g, &b)
        case .brightness(let amount):
            (r, g, b) = (r + amount, g + amount, b + amount)
        case .contrast(let amount):
            (r, g, b) = ((r - 0.5) * amount + 0.5, (g - 0.5) * amount + 0.5, (b - 0.5) * amount + 0.5)
        case .colorMultiply(let color):
            (r, g, b, a) = (r * Double(color.red), g * Double(color.green), b * Double(color.blue), a * Double(color.opacity))
        case .colorInvert:
            (r, g, b) = (1 - r, 1 - g, 1 - b)
        case .colorMatrix(let matrix):
            let m = matrix.rows.map(Double.init)
            (r, g, b, a) = (
                m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4], m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9],
                m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14], m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19]
            )
        case .alphaThreshold(let minimum, let maximum, let color):
            (r, g, b, a) =
                Self.keeps(alpha: a, min: minimum, max: maximum)
                ? (Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity)) : (0, 0, 0, 0)
        case .luminanceToAlpha:
            (r, g, b, a) = (0, 0, 0, 0.2125 * r + 0.7154 * g + 0.0721 * b)
        }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return (clamp(r), clamp(g), clamp(b), clamp(a))
    }

    /// Whether an alpha threshold keeps a pixel: its alpha is in
    /// `min...max` and not 0 (transparent pixels stay transparent).
    public static func keeps(alpha: Double, min: Double, max: Double) -> Bool {
        alpha > 0 && alpha >= min && alpha <= max
    }

    private static func saturate(_ s: Double, _ r: inout Double, _ g: inout Double, _ b: inout Double) {
        let m = [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s
        ]
        (r, g, b) = (m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b)
    }
}
