import AnimationViews

/// The accessibility contrast of an interface, as UIKit's
/// `UIAccessibilityContrast` (the Increase Contrast setting).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not chosen.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// High contrast: Increase Contrast is on.
    case high = 1

    /// The UIKit contrast of a SwiftUI one: `nil` is `.unspecified`.
    ///
    /// - Parameter colorSchemeContrast: SwiftUI's contrast.
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard?: self = .normal
        case .increased?: self = .high
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// The SwiftUI contrast of a UIKit one; `nil` for `.unspecified`.
    ///
    /// - Parameter uiAccessibilityContrast: UIKit's contrast.
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}
