import AnimationCore
import Foundation

extension View {
    /// Sets the order VoiceOver visits the view in among its siblings:
    /// higher first (0 by default).
    ///
    /// - Parameter sortPriority: The priority.
    /// - Returns: The view.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(sortPriority: sortPriority)))
    }

    /// Makes the view a heading of a level (it gets the header trait).
    ///
    /// - Parameter level: The level.
    /// - Returns: The view.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(addedTraits: .isHeader, headingLevel: level)))
    }

    /// Sets the names Voice Control answers to for the view.
    ///
    /// - Parameter inputLabels: The names, most important first.
    /// - Returns: The view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(inputLabels: inputLabels.map(\.string))))
    }

    /// Sets the names Voice Control answers to, from strings.
    ///
    /// - Parameter inputLabels: The names, most important first.
    /// - Returns: The view.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(inputLabels: inputLabels.map { String($0) })))
    }

    /// Lets the large content viewer show the view (a bar item at the
    /// largest text sizes): it shows the view's label.
    ///
    /// - Returns: The view.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        modifier(_AccessibilityModifier(info: AccessibilityInfo(showsLargeContentViewer: true)))
    }

    /// Says whether the view responds to touches, for assistive
    /// technologies (the `allowsDirectInteraction`-like hint SwiftUI adds).
    ///
    /// - Parameter respondsToUserInteraction: Whether it does.
    /// - Returns: The view.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        modifier(
            _AccessibilityModifier(
                info: respondsToUserInteraction
                    ? AccessibilityInfo(addedTraits: .allowsDirectInteraction) : AccessibilityInfo(removedTraits: .allowsDirectInteraction)))
    }

    /// Keeps the view's colors when Smart Invert is on. The host never
    /// inverts colors (`EnvironmentValues.accessibilityInvertColors` is
    /// false unless set), so the view draws as it is either way.
    ///
    /// - Parameter active: Whether the view keeps its colors.
    /// - Returns: The view.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        self
    }
}

extension DrawnView {
    /// The accessibility information of the element the view is: each
    /// accessibility modifier makes an item, so the element is the items of
    /// the modifiers around the view (its ancestors up to the nearest that
    /// holds more than it) and those inside it, outermost first.
    var elementInfos: [AccessibilityInfo] {
        func path(to target: DisplayList.Item, in items: [DisplayList.Item], _ trail: inout [DisplayList.Item]) -> Bool {
            for candidate in items {
                if candidate == target { return true }
                trail.append(candidate)
                if path(to: target, in: candidate.children, &trail) { return true }
                trail.removeLast()
            }
            return false
        }
        var ancestors: [DisplayList.Item] = []
        if !path(to: item, in: list.items, &ancestors) { ancestors = [] }
        var infos: [AccessibilityInfo] = []
        for ancestor in ancestors.reversed() {
            guard ancestor.children.count == 1 else { break }
            if let info = ancestor.accessibility { infos.insert(info, at: 0) }
        }
        func collect(_ item: DisplayList.Item) {
            if let info = item.accessibility { infos.append(info) }
            item.children.forEach(collect)
        }
        collect(item)
        return infos
    }

    /// Its sort priority, if a modifier on it or inside it gave one.
    public var accessibilitySortPriority: Double? { elementInfos.lazy.compactMap(\.sortPriority).first }
    /// Its heading level, if it is a heading.
    public var accessibilityHeadingLevel: AccessibilityHeadingLevel? { elementInfos.lazy.compactMap(\.headingLevel).first }
    /// The names Voice Control answers to, if a modifier gave them.
    public var accessibilityInputLabels: [String]? { elementInfos.lazy.compactMap(\.inputLabels).first }
    /// Whether the large content viewer shows it.
    public var showsLargeContentViewer: Bool { elementInfos.contains { $0.showsLargeContentViewer == true } }
}
