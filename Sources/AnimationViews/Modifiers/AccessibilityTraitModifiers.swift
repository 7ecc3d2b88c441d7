import AnimationCore
import Foundation

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
