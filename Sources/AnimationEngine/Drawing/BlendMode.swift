import AnimationCore
import Foundation

/// How a view's colors combine with the colors behind it.
///
/// The renderers use CSS's (`mix-blend-mode`) and Cairo's operators of the
/// same names; `plusDarker` and `plusLighter` are drawn as `darken` and
/// `lighten` in SVG (CSS has no such modes) and as Cairo's `add` for
/// `plusLighter`; `sourceAtop`, `destinationOver` and `destinationOut`
/// are Porter-Duff operators in PNG and, in SVG, compose with the views
/// drawn before in the same group: behind them (`destinationOver`),
/// through their alpha (`sourceAtop`) or cut out of them as a mask
/// (`destinationOut`).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Draws over.
    case normal
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Multiplies or screens by the backdrop.
    case overlay
    /// Keeps the darker.
    case darken
    /// Keeps the lighter.
    case lighten
    /// Brightens the backdrop.
    case colorDodge
    /// Darkens the backdrop.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference.
    case difference
    /// A softer difference.
    case exclusion
    /// The hue of the view.
    case hue
    /// The saturation of the view.
    case saturation
    /// The hue and saturation of the view.
    case color
    /// The luminosity of the view.
    case luminosity
    /// Only where the backdrop is.
    case sourceAtop
    /// Behind the backdrop.
    case destinationOver
    /// Erases the backdrop.
    case destinationOut
    /// Adds, darkening.
    case plusDarker
    /// Adds, lightening.
    case plusLighter
}
