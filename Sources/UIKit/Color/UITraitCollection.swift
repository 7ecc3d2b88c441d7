import Foundation

/// The appearances an interface has, as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance chosen: light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// How much room an interface has along an axis, as in UIKit.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not chosen.
    case unspecified
    /// Constrained room (a phone's width).
    case compact
    /// Ample room (an iPad's).
    case regular
}

/// An interface's traits, as in UIKit: the appearance, the display scale
/// and the size classes (what a color resolves with and what a snapshot's
/// `traits:` give the views).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels. Traits that do not say are at 3, a phone's (UIKit
    /// leaves it at 0 for the screen to decide; the headless host has no
    /// screen).
    public let displayScale: CGFloat
    /// The room across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The room down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The preferred size of text (`unspecified` unless given).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Which traits were given, for ``init(traitsFrom:)`` to merge.
    private let given: Set<String>

    private init(
        style: UIUserInterfaceStyle, scale: CGFloat?, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        category: UIContentSizeCategory = .unspecified, given: Set<String>
    ) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        displayScale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 3
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        self.given = given
        super.init()
    }

    /// Traits of an appearance.
    ///
    /// - Parameter userInterfaceStyle: The appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: nil, horizontal: .unspecified, vertical: .unspecified, given: ["style"])
    }

    /// Traits of a display scale; a scale that is not finite and positive
    /// counts as 3.
    ///
    /// - Parameter displayScale: Pixels per point.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale, horizontal: .unspecified, vertical: .unspecified, given: ["scale"])
    }

    /// Traits of a horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The room across.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: nil, horizontal: horizontalSizeClass, vertical: .unspecified, given: ["horizontal"])
    }

    /// Traits of a vertical size class.
    ///
    /// - Parameter verticalSizeClass: The room down.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: nil, horizontal: .unspecified, vertical: verticalSizeClass, given: ["vertical"])
    }

    /// Traits of a preferred size of text.
    ///
    /// - Parameter preferredContentSizeCategory: The size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            style: .unspecified, scale: nil, horizontal: .unspecified, vertical: .unspecified, category: preferredContentSizeCategory,
            given: ["category"])
    }

    /// The traits of several collections in one: each trait from the last
    /// collection that gives it.
    ///
    /// - Parameter traitCollections: The collections, in order.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T>(_ key: String, _ value: (UITraitCollection) -> T) -> T? {
            traitCollections.last { $0.given.contains(key) }.map(value)
        }
        self.init(
            style: last("style", \.userInterfaceStyle) ?? .unspecified, scale: last("scale", \.displayScale),
            horizontal: last("horizontal", \.horizontalSizeClass) ?? .unspecified,
            vertical: last("vertical", \.verticalSizeClass) ?? .unspecified,
            category: last("category", \.preferredContentSizeCategory) ?? .unspecified,
            given: traitCollections.reduce(into: Set<String>()) { $0.formUnion($1.given) })
    }

    /// Traits with nothing chosen.
    public override convenience init() {
        self.init(style: .unspecified, scale: nil, horizontal: .unspecified, vertical: .unspecified, given: [])
    }

    /// The traits code runs with: light (the headless host's default; a
    /// view's dark appearance reaches SwiftUI colors through the
    /// environment, not through these traits).
    nonisolated(unsafe) public static var current = UITraitCollection(userInterfaceStyle: .light)
}
