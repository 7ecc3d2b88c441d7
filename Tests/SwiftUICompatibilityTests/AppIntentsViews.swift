import AppIntents
import SwiftUI
import WidgetKit

// App Intents as apps write them (Swift 5 mode, Apple's module names):
// Xcode's configurable widget template, an intent a button runs, an
// entity with its query, an enum, and the app's shortcuts.

/// Xcode's template's configuration intent.
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

extension ConfigurationAppIntent {
    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        Timeline(entries: [EmojiEntry(date: Date(), configuration: configuration)], policy: .atEnd)
    }
}

struct EmojiWidgetEntryView: View {
    var entry: EmojiProvider.Entry

    var body: some View {
        VStack {
            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

#Preview(as: .systemSmall) {
    EmojiWidget()
} timeline: {
    EmojiEntry(date: .now, configuration: .starEyes)
}

/// What an intent changes: a count the app shows.
@MainActor
final class TallyStore: ObservableObject {
    static let shared = TallyStore()
    @Published var count = 0
}

/// Adds to the tally, returning the new count and saying it.
struct AddToTallyIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to Tally"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Amount", default: 1)
    var amount: Int

    @Parameter(title: "Note")
    var note: String?

    init() {}

    init(amount: Int) {
        self.amount = amount
    }

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        TallyStore.shared.count += amount
        return .result(value: TallyStore.shared.count, dialog: "Tally is \(TallyStore.shared.count)")
    }
}

struct TallyView: View {
    @ObservedObject var store = TallyStore.shared

    var body: some View {
        VStack {
            Text("Tally \(store.count)")
            Button(intent: AddToTallyIntent(amount: 2)) {
                Text("Add two")
            }
        }
    }
}

enum TallyColor: String, AppEnum {
    case red, green

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
    static var caseDisplayRepresentations: [TallyColor: DisplayRepresentation] = [
        .red: "Red",
        .green: DisplayRepresentation(title: "Green", image: .init(systemName: "leaf"))
    ]
}

struct TallyEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tally"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static var defaultQuery = TallyQuery()
}

struct TallyQuery: EntityQuery {
    func entities(for identifiers: [TallyEntity.ID]) async throws -> [TallyEntity] {
        identifiers.map { TallyEntity(id: $0, name: $0.capitalized) }
    }
}

struct TallyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AddToTallyIntent(), phrases: ["Add to \(.applicationName)"], shortTitle: "Add", systemImageName: "plus")
    }
}
