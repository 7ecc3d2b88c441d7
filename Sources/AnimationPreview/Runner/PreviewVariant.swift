import AnimationCore
import AnimationViews
import Foundation

/// A setting `animate previews --variants` renders each preview in beside
/// its own, as Xcode's canvas shows a preview's variants: dark
/// appearance, large text or landscape. A variant's entry in
/// `previews.json` has its preview's id with `@` and the variant's name.
public enum PreviewVariant: String, Codable, Sendable, CaseIterable {
    /// The dark colour scheme.
    case dark
    /// Large text: the Dynamic Type size `accessibility3` (AX3), the third
    /// of the accessibility sizes, as a user who needs larger text sets.
    case large
    /// Landscape: the orientation `landscapeLeft` (the device's size
    /// turned, its safe area the landscape one).
    case landscape
    /// Increased contrast: Increase Contrast on, so the system colors and
    /// the catalog's colors draw their high-contrast values.
    case contrast

    /// The traits a preview is shown with in this variant.
    ///
    /// - Parameter traits: The preview's own.
    /// - Returns: Them, turned for `landscape`.
    public func traits(_ traits: PreviewTraitValues) -> PreviewTraitValues {
        guard self == .landscape else { return traits }
        var turned = traits
        turned.orientation = .landscapeLeft
        return turned
    }

    /// The environment of a host in this variant.
    ///
    /// - Parameter environment: The host's.
    public func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .dark: environment.colorScheme = .dark
        case .large: environment.dynamicTypeSize = .accessibility3
        case .contrast: environment.colorSchemeContrast = .increased
        case .landscape: break
        }
    }

    /// Reads `--variants`: names separated by commas, or `all`.
    ///
    /// - Parameter text: The option's value.
    /// - Returns: The variants in the order given, each once; `nil` when a
    ///   name is not one of them.
    public static func list(parsing text: String) -> [PreviewVariant]? {
        if text.trimmingCharacters(in: .whitespaces) == "all" { return allCases }
        var variants: [PreviewVariant] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let variant = PreviewVariant(rawValue: name.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !variants.contains(variant) { variants.append(variant) }
        }
        return variants.isEmpty ? nil : variants
    }
}
