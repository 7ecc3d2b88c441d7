import AnimationViews
import Foundation

/// The size of text a person prefers, as UIKit's Dynamic Type categories
/// (what a trait collection's ``UITraitCollection/preferredContentSizeCategory``
/// gives and SwiftUI reads as `DynamicTypeSize`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's name of the category.
    public let rawValue: String

    /// A category of a name.
    ///
    /// - Parameter rawValue: UIKit's name (`UICTContentSizeCategoryL`).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preference.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, each with SwiftUI's size.
    static let ordered: [(category: Self, size: DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5)
    ]

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Smaller categories first; `unspecified` and unknown names before all.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        func index(_ category: Self) -> Int { ordered.firstIndex { $0.category == category } ?? -1 }
        return index(lhs) < index(rhs)
    }
}

extension DynamicTypeSize {
    /// SwiftUI's size of a UIKit category; `nil` for `unspecified` and
    /// unknown names.
    ///
    /// - Parameter uiSizeCategory: The category.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = UIContentSizeCategory.ordered.first(where: { $0.category == uiSizeCategory })?.size else { return nil }
        self = size
    }
}

extension ContentSizeCategory {
    /// SwiftUI's category of a UIKit one; `nil` for `unspecified` and
    /// unknown names.
    ///
    /// - Parameter uiSizeCategory: The category.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
        self.init(size)
    }
}

extension UIContentSizeCategory {
    /// UIKit's category of a SwiftUI one; `nil` is `unspecified`.
    ///
    /// - Parameter sizeCategory: The category.
    public init(_ sizeCategory: ContentSizeCategory?) {
        self = sizeCategory.flatMap { category in Self.ordered.first { $0.size == category.dynamicTypeSize }?.category } ?? .unspecified
    }
}

extension UIContentSizeCategory {
    /// UIKit's category of a SwiftUI Dynamic Type size; `nil` is
    /// `unspecified`.
    ///
    /// - Parameter dynamicTypeSize: The size.
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.flatMap { size in Self.ordered.first { $0.size == size }?.category } ?? .unspecified
    }
}
