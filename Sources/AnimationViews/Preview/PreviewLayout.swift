import AnimationCore
import Foundation

/// A size constraint for a preview (``AnimationEngine/View/previewLayout(_:)``).
public enum PreviewLayout: Sendable, Hashable {
    /// The size of the device: the `--size` of `animate preview`, or the
    /// device of ``AnimationEngine/View/previewDevice(_:)`` (the default).
    case device
    /// The size the view takes when offered the device's size.
    case sizeThatFits
    /// A container of a fixed size, with the view centered in it.
    case fixed(width: CGFloat, height: CGFloat)
}
