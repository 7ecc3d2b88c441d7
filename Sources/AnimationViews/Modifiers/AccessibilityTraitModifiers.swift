import AnimationCore
import Foundation

/// Traits that describe an accessibility element, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Traits of their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns a page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How a view's children become accessibility elements, as in SwiftUI.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are ignored: the view is one element.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements, inside this one.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels combine into this element's.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
    /// Gives the view a hint: what happens when it is activated.
    ///
    /// - Parameter hint: The hint.
    /// - Returns: The view.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(hint: hint.string)))
    }

    /// Gives the view a hint from a string.
    ///
    /// - Parameter hint: The hint.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(hint: String(hint))))
    }

    /// Gives the view a value (a slider's, a counter's).
    ///
    /// - Parameter value: The value.
    /// - Returns: The view.
    nonisolated public func accessibilityValue(_ value: Text) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(value: value.string)))
    }

    /// Gives the view a value from a string.
    ///
    /// - Parameter value: The value.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(value: String(value))))
    }

    /// Adds traits to the view's element.
    ///
    /// - Parameter traits: The traits.
    /// - Returns: The view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(addedTraits: traits)))
    }

    /// Removes traits from the view's element.
    ///
    /// - Parameter traits: The traits.
    /// - Returns: The view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(removedTraits: traits)))
    }

    /// Hides the view from assistive technologies (it is still drawn).
    ///
    /// - Parameter hidden: Whether it is hidden.
    /// - Returns: The view.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(isHidden: hidden)))
    }

    /// Makes the view one accessibility element, its children ignored,
    /// combined or contained.
    ///
    /// - Parameter children: How the children become elements (`.ignore`
    ///   by default, as in SwiftUI).
    /// - Returns: The view.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(children: children)))
    }

    /// The view's label, hint, value, traits or hidden state, the iOS 13
    /// way (deprecated in SwiftUI): each applies as its modern modifier.
    ///
    /// - Parameters:
    ///   - label: The label.
    ///   - hint: The hint.
    ///   - value: The value.
    ///   - hidden: Whether it is hidden.
    ///   - addTraits: Traits to add.
    ///   - removeTraits: Traits to remove.
    ///   - identifier: The identifier.
    /// - Returns: The view.
    @available(*, deprecated, message: "use accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityHidden or accessibilityAddTraits")
    nonisolated public func accessibility(
        label: Text? = nil, hint: Text? = nil, value: Text? = nil, hidden: Bool? = nil, addTraits: AccessibilityTraits? = nil,
        removeTraits: AccessibilityTraits? = nil, identifier: String? = nil
    ) -> some View {
        modifier(
            _AccessibilityModifier(
                info: AccessibilityInfo(
                    identifier: identifier, label: label?.string, hint: hint?.string, value: value?.string, addedTraits: addTraits ?? [],
                    removedTraits: removeTraits ?? [], isHidden: hidden ?? false)))
    }
}

extension DrawnView {
    /// Its accessibility hint, if a modifier on it gave one.
    public var accessibilityHint: String? { elementInfos.lazy.compactMap(\.hint).first }
    /// Its accessibility value, if a modifier on it gave one.
    public var accessibilityValue: String? { elementInfos.lazy.compactMap(\.value).first }
    /// The traits the modifiers on it added.
    public var accessibilityTraits: AccessibilityTraits {
        elementInfos.reduce(into: AccessibilityTraits()) { $0.formUnion($1.addedTraits) }
    }
    /// Whether a modifier on it hid it from assistive technologies.
    public var isAccessibilityHidden: Bool { elementInfos.contains(where: \.isHidden) }
}
