import SwiftUI

// AttributedString with SwiftUI's attributes, as iOS 15 apps style a
// message: one word bold and red, one underlined.

struct AttributedGreeting: View {
    var message: AttributedString {
        var hello = AttributedString("Hello ")
        hello.font = .system(size: 20, weight: .bold)
        hello.foregroundColor = .red
        var world = AttributedString("world")
        world.underlineStyle = .single
        world.kern = 2
        var mark = AttributedString("!")
        mark.backgroundColor = .yellow
        return hello + world + mark
    }

    var body: some View {
        Text(message)
            .font(.body)
    }
}

let yearFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

struct ItemRow: View {
    let timestamp: Date?

    var body: some View {
        VStack {
            Text("Item at \(timestamp!, formatter: yearFormatter)")
            // Bookworm's review date, and a trip's range of dates.
            Text("Reviewed on \(timestamp ?? Date(), style: .date)")
            Text("Due \(Date().addingTimeInterval(9_000), style: .offset)")
            Text("Trip: \(Date()...Date().addingTimeInterval(86_400))")
        }
    }
}

// An attributed string interpolated into a text, its styles kept.
struct HighlightedNote: View {
    var highlighted: AttributedString {
        var word = AttributedString("today")
        word.font = .body.bold()
        return word
    }

    var body: some View {
        Text("Due \(highlighted), then done")
    }
}

// Symbols set in text, as rating rows and hints write them: joined with
// `+`, and interpolated in a literal.
struct RatingRow: View {
    let rating: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(Image(systemName: "star.fill")).foregroundColor(.yellow) + Text(" \(rating) stars")
            Text("Swipe \(Image(systemName: "arrow.left")) to delete")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
    }
}
