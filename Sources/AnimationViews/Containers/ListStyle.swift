import AnimationCore
import Foundation

/// How a `List` draws its rows and sections.
///
/// The styles drawn here, plainly:
/// - `.insetGrouped` (and `.automatic`, `.sidebar`): rows on white cards
///   with 10-point corners, 16 points from the edges, on a light gray
///   background; section headers in small capitals above the cards;
/// - `.grouped`: the cards span the width, with square corners;
/// - `.plain` and `.inset`: rows on the background, separated by lines
///   (`.inset` keeps 16 points on each side).
public protocol ListStyle {
    /// How the style reads in the environment.
    var _kind: ListStyleKind { get }
}

/// The styles a `List` knows.
public enum ListStyleKind: Sendable {
    case automatic, insetGrouped, grouped, plain, inset, sidebar

    /// Whether rows sit on cards.
    var hasCards: Bool {
        switch self {
        case .automatic, .insetGrouped, .grouped, .sidebar: true
        case .plain, .inset: false
        }
    }

    /// The space between the cards (or rows) and the list's edges.
    var horizontalInset: CGFloat {
        switch self {
        case .automatic, .insetGrouped, .sidebar, .inset: 16
        case .grouped, .plain: 0
        }
    }

    /// The cards' corner radius.
    var cornerRadius: CGFloat {
        switch self {
        case .automatic, .insetGrouped, .sidebar: 10
        default: 0
        }
    }
}

/// The default list style: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .automatic }
}

/// Rows on rounded cards, inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .insetGrouped }
}

/// Rows on cards that span the width.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .grouped }
}

/// Rows on the background, separated by lines.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .plain }
}

/// Plain rows, inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .inset }
}

/// A sidebar: drawn as inset grouped here.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// The style's kind, for the environment.
    public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows on rounded cards, inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Rows on cards that span the width.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows on the background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows, inset.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (inset grouped here).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .automatic }
}

/// Where a view is: in a list's rows, or not.
private struct InListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The list style views inside read.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Whether the view is inside a `List` or `Form`.
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists inside.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style._kind)
    }
}

/// The colors lists draw with, light and dark.
enum ListColors {
    static let background = Color(
        light: Color.Resolved(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1),
        dark: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
    static let card = Color(
        light: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1),
        dark: Color.Resolved(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1))
    static let separator = Color(
        light: Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
        dark: Color.Resolved(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
}
