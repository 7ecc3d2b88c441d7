import Foundation

/// How different two pixels look: CIE 1994 ΔE (graphic arts) between
/// their colors in CIELAB, what Core Image's `CILabDeltaE` gives and
/// swift-snapshot-testing's `perceptualPrecision` reads on iOS, so a
/// precision chosen for an iOS suite means the same here. 0 is equal,
/// about 2 a just noticeable difference, 100 black against white.
enum ColorDifference {
    /// A color in CIELAB (D65 white).
    struct Lab: Equatable {
        var l: Double
        var a: Double
        var b: Double
    }

    /// An 8-bit sRGB pixel with straight alpha, composited over white (a
    /// transparent pixel looks like the page), in CIELAB.
    static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Lab {
        let coverage = Double(alpha) / 255
        func linear(_ channel: UInt8) -> Double {
            // Over white, then from sRGB's curve to light.
            let value = Double(channel) / 255 * coverage + (1 - coverage)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // sRGB primaries to XYZ, relative to D65's white.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// CIE 1994 ΔE between a reference and a sample (graphic arts:
    /// k_L = k_C = k_H = 1, K1 = 0.045, K2 = 0.015; the weights follow the
    /// reference's chroma).
    static func deltaE94(_ reference: Lab, _ sample: Lab) -> Double {
        let deltaL = reference.l - sample.l
        let chroma1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let chroma2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let deltaC = chroma1 - chroma2
        let deltaA = reference.a - sample.a, deltaB = reference.b - sample.b
        // ΔH² is what of the a-b distance chroma does not explain (never
        // negative, though rounding may say so).
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * chroma1, sH = 1 + 0.015 * chroma1
        return (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaH2 / (sH * sH)).squareRoot()
    }
}
