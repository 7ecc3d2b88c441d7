import Foundation

/// How drawing in a Core Graphics context blends with what is behind it,
/// as in Core Graphics (the raw values are Apple's).
public enum CGBlendMode: Int32, Sendable {
    /// Drawing over what is behind.
    case normal
    /// Multiplies the colors.
    case multiply
    /// Multiplies the inverses.
    case screen
    /// Multiplies or screens by the background.
    case overlay
    /// The darker color.
    case darken
    /// The lighter color.
    case lighten
    /// Brightens the background.
    case colorDodge
    /// Darkens the background.
    case colorBurn
    /// Darkens or lightens, softly.
    case softLight
    /// Multiplies or screens by the drawing.
    case hardLight
    /// The difference of the colors.
    case difference
    /// A softer difference.
    case exclusion
    /// The drawing's hue.
    case hue
    /// The drawing's saturation.
    case saturation
    /// The drawing's hue and saturation.
    case color
    /// The drawing's luminosity.
    case luminosity
    /// Clears what is drawn over.
    case clear
    /// Replaces what is behind.
    case copy
    /// The drawing where the background is.
    case sourceIn
    /// The drawing where the background is not.
    case sourceOut
    /// The drawing over the background, where the background is.
    case sourceAtop
    /// The drawing behind the background.
    case destinationOver
    /// The background where the drawing is.
    case destinationIn
    /// The background where the drawing is not.
    case destinationOut
    /// The background over the drawing, where the drawing is.
    case destinationAtop
    /// Either, not both.
    case xor
    /// Adds and darkens.
    case plusDarker
    /// Adds and lightens.
    case plusLighter
}

/// What a Core Graphics context's `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills with the nonzero winding rule.
    case fill
    /// Fills with the even-odd rule.
    case eoFill
    /// Strokes.
    case stroke
    /// Fills (nonzero winding), then strokes.
    case fillStroke
    /// Fills (even-odd), then strokes.
    case eoFillStroke
}

/// How a Core Graphics context filters images it scales.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (medium).
    case `default`
    /// Nearest pixel.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
}

/// A time in seconds, as CoreFoundation's (Core Animation's times).
public typealias CFTimeInterval = Double
