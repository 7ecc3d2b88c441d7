import AnimationCore
import AnimationViews
import Foundation
import SwiftAnimation_AppIntents

/// The timeline of a widget the user configures with an intent, as
/// WidgetKit's `AppIntentTimelineProvider` (Xcode's widget template).
public protocol AppIntentTimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context of a request.
    typealias Context = TimelineProviderContext

    /// An entry shown while the widget loads.
    func placeholder(in context: Context) -> Entry
    /// An entry for the widget gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline of a configuration.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// A widget configured by an intent, as WidgetKit's
/// `AppIntentConfiguration`: its entries and their view, drawn as a static
/// configuration's are (the placeholder, with the intent's defaults).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let kind: String
    let placeholder: (WidgetFamily) -> any TimelineEntry
    let entryView: (any TimelineEntry) -> AnyView?

    /// A configuration of a provider's entries and their view.
    ///
    /// - Parameters:
    ///   - kind: The widget's kind.
    ///   - intent: The configuration intent's type.
    ///   - provider: The provider.
    ///   - content: The view of an entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        self.kind = kind
        self.placeholder = { provider.placeholder(in: TimelineProviderContext(family: $0, isPreview: true)) }
        self.entryView = { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } }
    }

    /// No body: a primitive.
    public var body: Never { fatalError("AppIntentConfiguration has no body") }

    func resolve() -> ResolvedWidget {
        ResolvedWidget(kind: kind, placeholder: placeholder, entryView: entryView)
    }
}
