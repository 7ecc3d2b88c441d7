import AnimationCore
import AnimationViews
import Foundation

extension ContainerBackgroundPlacement {
    /// A widget's background: drawn to the widget's edges, under its
    /// content margins.
    public static var widget: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "widget") }
}

/// A widget as the Home Screen shows it: the view of its first entry (or
/// its placeholder) at its family's size, inside the default content
/// margins (16 points for system families: our reading of iOS 17's
/// widgets), on its container background, in a rounded rectangle of
/// radius 22 (our choice). A system widget without
/// `containerBackground(for: .widget)` is drawn on white and warns, as
/// iOS 17 asks to "adopt containerBackground API". A tap opens the
/// `widgetURL`.
public struct WidgetPreview: View {
    let family: WidgetFamily
    let resolved: ResolvedWidget
    let entries: [any TimelineEntry]
    @Environment(\.openURL) private var openURL

    /// The preview of a widget's entries.
    public init<W: Widget, Entry: TimelineEntry>(family: WidgetFamily, widget: () -> W, @PreviewTimelineBuilder timeline: () -> [Entry]) {
        self.family = family
        self.resolved = widget().body.resolvedWidget()
        self.entries = timeline()
    }

    /// The preview of a widget with its provider's timeline (the
    /// provider answers at once, or its placeholder is shown).
    public init<W: Widget, Provider: TimelineProvider>(family: WidgetFamily, widget: () -> W, timelineProvider: () -> Provider) {
        self.family = family
        self.resolved = widget().body.resolvedWidget()
        var entries: [any TimelineEntry] = []
        timelineProvider().getTimeline(in: TimelineProviderContext(family: family, isPreview: true)) { entries = $0.entries }
        self.entries = entries
    }

    /// The widget.
    public var body: some View {
        let entry = entries.first ?? resolved.placeholder(family)
        let margin: CGFloat = family.isSystem && !resolved.contentMarginsDisabled ? 16 : 0
        let size = family.size
        return (resolved.entryView(entry) ?? AnyView(EmptyView()))
            .padding(margin)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(ContainerBackgroundKey.self) { backgrounds in
                if let background = backgrounds[.widget] {
                    background
                } else if family.isSystem {
                    MissingContainerBackground()
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: family.isSystem ? 22 : 0, style: .continuous))
            .overlayPreferenceValue(WidgetURLKey.self) { url in
                if let url {
                    Color.clear.contentShape(Rectangle()).onTapGesture { openURL(url) }
                }
            }
            .environment(\.widgetFamily, family)
    }
}

/// White, with the warning iOS 17 shows in a widget without a container
/// background.
struct MissingContainerBackground: View {
    @Environment(\._warn) private var warn

    var body: some View {
        Color.white.onAppear { warn("Widget: please adopt containerBackground API (the widget has no containerBackground(for: .widget))") }
    }
}

/// The URL a widget opens when tapped.
struct WidgetURLKey: PreferenceKey {
    static var defaultValue: URL? { nil }
    static func reduce(value: inout URL?, nextValue: () -> URL?) { value = value ?? nextValue() }
}

extension View {
    /// The URL the widget opens when tapped.
    ///
    /// - Parameter url: The URL, or `nil`.
    /// - Returns: The view.
    nonisolated public func widgetURL(_ url: URL?) -> some View {
        preference(key: WidgetURLKey.self, value: url)
    }

    /// Marks the view as taking the accent colour in accented rendering;
    /// widgets render in full colour here, so the view is unchanged.
    ///
    /// - Parameter accentable: Whether it takes the accent.
    /// - Returns: The view.
    nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View {
        self
    }
}

/// How a widget is rendered.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    /// In full colour (the Home Screen's).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// In two tones.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated (the Lock Screen's).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}

extension EnvironmentValues {
    /// The family of the widget the view is in (`.systemSmall` outside
    /// one).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget is rendered: in full colour.
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }

    /// Whether the widget shows its container background: it does.
    public var showsWidgetContainerBackground: Bool { true }

    /// The widget's default content margins: 16 points on each side.
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

/// The app's widgets, as WidgetKit's `WidgetCenter`. The headless host has
/// no Home Screen: no widget is installed, so reloads have nothing to
/// reload and the current configurations are none.
public final class WidgetCenter: @unchecked Sendable {
    /// The app's center.
    public static let shared = WidgetCenter()

    /// Reloads every widget's timeline (there are none).
    public func reloadAllTimelines() {}

    /// Reloads the timelines of a kind (there are none).
    public func reloadTimelines(ofKind kind: String) {}

    /// The installed widgets: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The installed widgets: none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// Asks for new recommendations (none are shown).
    public func invalidateConfigurationRecommendations() {}
}

/// An installed widget.
public struct WidgetInfo: Sendable {
    /// Its kind.
    public let kind: String
    /// Its family.
    public let family: WidgetFamily
}

/// Builds a preview's timeline: its entries in order.
@resultBuilder
public enum PreviewTimelineBuilder {
    /// An entry.
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
    /// The entries.
    public static func buildBlock<Entry: TimelineEntry>(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
    /// A `for` loop.
    public static func buildArray<Entry: TimelineEntry>(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
    /// An `if`.
    public static func buildOptional<Entry: TimelineEntry>(_ entries: [Entry]?) -> [Entry] { entries ?? [] }
    /// The first branch.
    public static func buildEither<Entry: TimelineEntry>(first entries: [Entry]) -> [Entry] { entries }
    /// The second branch.
    public static func buildEither<Entry: TimelineEntry>(second entries: [Entry]) -> [Entry] { entries }
}
