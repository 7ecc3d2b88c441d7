import AnimationCore

/// The size of content a person prefers, as SwiftUI's
/// `ContentSizeCategory` (deprecated there for ``DynamicTypeSize``, which
/// it maps to case by case: `.extraSmall` is `.xSmall`, ...,
/// `.accessibilityExtraExtraExtraLarge` is `.accessibility5`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size (every size has one).
    package init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// The Dynamic Type size of the category (every category has one).
    package var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

extension EnvironmentValues {
    /// The content size category: ``dynamicTypeSize`` in SwiftUI's older
    /// terms. Setting one sets the other.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
