import AnimationCore
import AnimationViews
import Foundation

/// A widget's configuration, as WidgetKit's `WidgetConfiguration`.
public protocol WidgetConfiguration {
    /// What the configuration is made of.
    associatedtype Body: WidgetConfiguration
    /// What the configuration is made of.
    var body: Body { get }
}

extension Never: WidgetConfiguration {
    /// No body.
    public var body: Never { return fatalError("Never has no body") }
}

/// What a configuration says of its widget: the view of an entry and the
/// provider's entries, with the names and families the modifiers set.
public struct ResolvedWidget {
    /// The widget's kind.
    public let kind: String
    /// The widget's name in the gallery.
    public var displayName: String = ""
    /// Its description.
    public var description: String = ""
    /// The families it offers.
    public var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// Whether content margins are off.
    public var contentMarginsDisabled = false
    let placeholder: (WidgetFamily) -> any TimelineEntry
    let entryView: (any TimelineEntry) -> AnyView?
}

/// A configuration that draws itself (the primitives).
protocol PrimitiveWidgetConfiguration {
    func resolve() -> ResolvedWidget
}

extension WidgetConfiguration {
    /// What the configuration says, its body's if it is not a primitive.
    public func resolvedWidget() -> ResolvedWidget {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.resolve() }
        return body.resolvedWidget()
    }
}

/// A widget with no configuration the user edits, as WidgetKit's
/// `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let kind: String
    let placeholder: (WidgetFamily) -> any TimelineEntry
    let entryView: (any TimelineEntry) -> AnyView?

    /// A configuration of a provider's entries and their view.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.placeholder = { provider.placeholder(in: TimelineProviderContext(family: $0, isPreview: true)) }
        self.entryView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// No body: a primitive.
    public var body: Never { fatalError("StaticConfiguration has no body") }

    func resolve() -> ResolvedWidget {
        ResolvedWidget(kind: kind, placeholder: placeholder, entryView: entryView)
    }
}

/// A configuration with what its modifiers set.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let base: Base
    let change: (inout ResolvedWidget) -> Void

    /// No body: a primitive.
    public var body: Never { fatalError("ModifiedWidgetConfiguration has no body") }

    func resolve() -> ResolvedWidget {
        var resolved = base.resolvedWidget()
        change(&resolved)
        return resolved
    }
}

extension WidgetConfiguration {
    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayName: String) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName }
    }

    /// The widget's name in the gallery.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        let name = displayNameKey.text
        return ModifiedWidgetConfiguration(base: self) { $0.displayName = name }
    }

    /// The widget's description in the gallery.
    public func description(_ description: String) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.description = description }
    }

    /// The widget's description in the gallery.
    public func description(_ descriptionKey: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> {
        let text = descriptionKey.text
        return ModifiedWidgetConfiguration(base: self) { $0.description = text }
    }

    /// The families the widget offers.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.families = families }
    }

    /// Turns the default content margins off.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the container background (kept).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}

/// A widget, as WidgetKit's `Widget`: its body is a configuration.
@MainActor @preconcurrency
public protocol Widget {
    /// The configuration type.
    associatedtype Body: WidgetConfiguration
    /// Makes the widget.
    init()
    /// The configuration.
    var body: Body { get }
}

extension Widget {
    /// Runs a widget extension as a program: a widget runs inside the
    /// system's host, so this prints how to preview it and returns.
    public static func main() {
        FileHandle.standardError.write(
            Data("\(Self.self): a widget runs in the system's widget host; preview it with `animate preview` and `#Preview(as:)`\n".utf8))
    }
}

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget
    /// Makes the bundle.
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Runs the bundle as a program (see ``Widget/main()``).
    public static func main() {
        FileHandle.standardError.write(Data("\(Self.self): widgets run in the system's widget host; preview them with `animate preview`\n".utf8))
    }
}

/// Several widgets.
public struct WidgetGroup: Widget {
    let widgets: [any Widget]
    /// An empty group.
    public init() { widgets = [] }
    init(widgets: [any Widget]) { self.widgets = widgets }
    /// The first widget's configuration.
    public var body: some WidgetConfiguration { StaticConfiguration(kind: "", provider: NoEntries()) { _ in EmptyView() } }
}

/// A provider of no entries (for an empty group).
struct NoEntries: TimelineProvider {
    struct Entry: TimelineEntry { let date = Date(timeIntervalSinceReferenceDate: 0) }
    func placeholder(in context: Context) -> Entry { Entry() }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
}

/// Builds a bundle's widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    /// The widgets.
    @MainActor public static func buildBlock(_ widgets: any Widget...) -> WidgetGroup { WidgetGroup(widgets: widgets) }
    /// A widget available on some systems.
    @MainActor public static func buildLimitedAvailability(_ widget: any Widget) -> any Widget { widget }
    /// An `if`.
    @MainActor public static func buildOptional(_ widget: WidgetGroup?) -> any Widget { widget ?? WidgetGroup() }
    /// A widget.
    @MainActor public static func buildExpression(_ widget: any Widget) -> any Widget { widget }
}
