import AnimationCore
import AnimationViews
@_exported import Foundation

/// The sizes a widget comes in, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Two by two icons.
    case systemSmall
    /// Four by two icons.
    case systemMedium
    /// Four by four icons.
    case systemLarge
    /// Eight by four icons (iPad).
    case systemExtraLarge
    /// A circle on the Lock Screen.
    case accessoryCircular
    /// A rectangle on the Lock Screen.
    case accessoryRectangular
    /// A line of text above the Lock Screen's clock.
    case accessoryInline

    /// The family's name.
    public var description: String { rawValue }

    /// The family's size on the host's phone (390 × 844 points, as an
    /// iPhone 13, 14 or 15): the system sizes as measured on that screen
    /// (github.com/simonbs/ios-widget-sizes: 158 × 158, 338 × 158,
    /// 338 × 354), extra large as on an 11-inch iPad Pro (716 × 342, no
    /// phone has it), and the accessory sizes our choice (72 × 72,
    /// 160 × 72, 234 × 26) until a measured source is found.
    public var size: CGSize {
        switch self {
        case .systemSmall: return CGSize(width: 158, height: 158)
        case .systemMedium: return CGSize(width: 338, height: 158)
        case .systemLarge: return CGSize(width: 338, height: 354)
        case .systemExtraLarge: return CGSize(width: 716, height: 342)
        case .accessoryCircular: return CGSize(width: 72, height: 72)
        case .accessoryRectangular: return CGSize(width: 160, height: 72)
        case .accessoryInline: return CGSize(width: 234, height: 26)
        }
    }

    /// Whether the family is a Home Screen one (with a container
    /// background and content margins).
    var isSystem: Bool { rawValue.hasPrefix("system") }
}

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
    /// When the entry is shown.
    var date: Date { get }
    /// How relevant the entry is.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is for the Smart Stack.
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The score.
    public let score: Float
    /// For how long.
    public let duration: TimeInterval

    /// A relevance.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let date: Date?
    let atEnd: Bool

    /// After the last entry.
    public static let atEnd = TimelineReloadPolicy(date: nil, atEnd: true)
    /// Never (until the app asks).
    public static let never = TimelineReloadPolicy(date: nil, atEnd: false)
    /// After a date.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(date: date, atEnd: false) }
}

/// A widget's entries and when to reload them, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, by date.
    public let entries: [EntryType]
    /// When to ask again.
    public let policy: TimelineReloadPolicy

    /// A timeline.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the widget it serves.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// The widget's size.
    public let displaySize: CGSize
    /// Whether the widget is shown in the widget gallery.
    public let isPreview: Bool

    /// A context of a family on the host's phone.
    init(family: WidgetFamily, isPreview: Bool) {
        self.family = family
        self.displaySize = family.size
        self.isPreview = isPreview
    }
}

/// What makes a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The context of a request.
    typealias Context = TimelineProviderContext

    /// An entry shown while the widget loads (drawn redacted).
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
