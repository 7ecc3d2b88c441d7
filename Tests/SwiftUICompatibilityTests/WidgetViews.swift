import SwiftUI
import WidgetKit

// A widget as apps write one (Swift 5 mode, Apple's module name).

struct CountdownEntry: TimelineEntry {
    let date: Date
    let days: Int
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), days: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: Date(), days: 5))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let entries = (0..<3).map { CountdownEntry(date: Date().addingTimeInterval(Double($0) * 86_400), days: 3 - $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CountdownEntryView: View {
    var entry: CountdownProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.days) days")
            Text(family == .systemSmall ? "small" : "other")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.orange, for: .widget)
        .widgetURL(URL(string: "countdown://open"))
    }
}

struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownEntryView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Days to go.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct BareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "bare", provider: CountdownProvider()) { entry in
            Text("\(entry.days)")
        }
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, days: 3)
    CountdownEntry(date: .now, days: 2)
}

func reloadWidgets() {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "CountdownWidget")
}

// The older preview of a widget's view, as Xcode's widget template wrote it.
struct CountdownEntryView_Previews: PreviewProvider {
    static var previews: some View {
        CountdownEntryView(entry: CountdownEntry(date: Date(), days: 5))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
