import AnimationCore
import Foundation

/// What assistive technologies (and a test's queries) know a view by: an
/// identifier, a label, a hint, a value, traits, and whether it is hidden.
package struct AccessibilityInfo: Equatable, Sendable {
    /// The identifier (`accessibilityIdentifier(_:)`), for tests.
    var identifier: String?
    /// The label (`accessibilityLabel(_:)`), which VoiceOver reads.
    var label: String?
    /// The hint (`accessibilityHint(_:)`).
    package var hint: String?
    /// The value (`accessibilityValue(_:)`).
    package var value: String?
    /// Traits added (`accessibilityAddTraits(_:)`).
    package var addedTraits: AccessibilityTraits = []
    /// Traits removed (`accessibilityRemoveTraits(_:)`).
    var removedTraits: AccessibilityTraits = []
    /// Whether assistive technologies skip the view (`accessibilityHidden(_:)`).
    package var isHidden = false
    /// How the view's children make elements (`accessibilityElement(children:)`).
    var children: AccessibilityChildBehavior?
    /// The actions VoiceOver offers (`accessibilityAction`), by name.
    package var actions: AccessibilityActionList?
    /// The order VoiceOver visits it in among its siblings
    /// (`accessibilitySortPriority(_:)`).
    package var sortPriority: Double?
    /// Its heading level (`accessibilityHeading(_:)`).
    package var headingLevel: AccessibilityHeadingLevel?
    /// What Voice Control answers to (`accessibilityInputLabels(_:)`).
    package var inputLabels: [String]?
    /// Whether the large content viewer shows it
    /// (`accessibilityShowsLargeContentViewer()`).
    package var showsLargeContentViewer: Bool?
    /// Whether the element has VoiceOver's focus (`accessibilityFocused`).
    package var hasAccessibilityFocus: Bool?

    /// Creates the information of one accessibility modifier: each part it does not set is `nil` (or empty).
    package init(
        identifier: String? = nil, label: String? = nil, hint: String? = nil, value: String? = nil, addedTraits: AccessibilityTraits = [],
        removedTraits: AccessibilityTraits = [], isHidden: Bool = false, children: AccessibilityChildBehavior? = nil,
        actions: AccessibilityActionList? = nil, sortPriority: Double? = nil, headingLevel: AccessibilityHeadingLevel? = nil,
        inputLabels: [String]? = nil, showsLargeContentViewer: Bool? = nil, hasAccessibilityFocus: Bool? = nil
    ) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.value = value
        self.addedTraits = addedTraits
        self.removedTraits = removedTraits
        self.isHidden = isHidden
        self.children = children
        self.actions = actions
        self.sortPriority = sortPriority
        self.headingLevel = headingLevel
        self.inputLabels = inputLabels
        self.showsLargeContentViewer = showsLargeContentViewer
        self.hasAccessibilityFocus = hasAccessibilityFocus
    }
}

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

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`: VoiceOver's
/// rotor moves between headings of a level.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

/// Which way an adjustable element moves, as SwiftUI's
/// `AccessibilityAdjustmentDirection` (VoiceOver's swipe up and down).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: the value grows.
    case increment
    /// Down: the value shrinks.
    case decrement
}

/// The actions of an accessibility element: kept by its node, whose
/// handlers each update replaces, and carried by its display-list item, so
/// that a drawn view can perform them.
package final class AccessibilityActionList: Equatable, @unchecked Sendable {
    /// The actions, in the order the modifier gave them.
    package var actions: [(name: String, handler: @MainActor () -> Void)] = []
    /// The adjustable action, if any.
    package var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?

    /// The names VoiceOver reads for the actions, the adjustable pair last.
    package var names: [String] { actions.map(\.name) + (adjust == nil ? [] : ["increment", "decrement"]) }

    /// The same list with the same names: a node keeps one list and replaces its handlers.
    package static func == (lhs: AccessibilityActionList, rhs: AccessibilityActionList) -> Bool {
        lhs === rhs && lhs.names == rhs.names
    }

    /// An empty list, which the modifier fills.
    package init() {}
}
