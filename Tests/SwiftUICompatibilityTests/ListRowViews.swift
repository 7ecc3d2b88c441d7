import SwiftUI

// List rows, progress styles and bound collections, written the way
// tutorials write them (the Scrumdinger tutorial's shapes among them).

struct Theme: Identifiable {
    var name: String
    var main: Color
    var id: String { name }
}

struct ThemedProgressStyle: ProgressViewStyle {
    var theme: Theme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(theme.main.opacity(0.3))
                .frame(height: 20.0)
            ProgressView(configuration)
                .tint(theme.main)
                .frame(height: 12.0)
                .padding(.horizontal)
        }
    }
}

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
    var present = false
}

struct AttendeeList: View {
    @State private var attendees = [Attendee(name: "Ana"), Attendee(name: "Bo")]
    @State private var newName = ""

    var body: some View {
        List {
            Section(header: Text("Attendees")) {
                ForEach($attendees) { $attendee in
                    Toggle(attendee.name, isOn: $attendee.present)
                        .listRowSeparator(.hidden)
                }
                .listRowBackground(Color.yellow)
            }
            Section {
                ProgressView(value: Double(attendees.filter(\.present).count), total: Double(attendees.count))
                    .progressViewStyle(ThemedProgressStyle(theme: Theme(name: "sky", main: .blue)))
                    .listRowInsets(EdgeInsets())
            }
        }
    }
}

struct EditableNames: View {
    @State private var names = ["One", "Two"]

    var body: some View {
        List($names, id: \.self) { $name in
            TextField("Name", text: $name)
        }
    }
}

// Foundation API that Apple's Foundation has (Scrumdinger's History).
struct Meeting {
    var attendees: [String]
    var attendeeString: String {
        ListFormatter.localizedString(byJoining: attendees)
    }
    static let saved = URL.documentsDirectory.appendingPathComponent("scrums.data")
    static func phrase(_ items: Any?) -> String? {
        ListFormatter().string(for: items)
    }
}

// A path saved to disk and restored, a renamable title, small capitals, a
// numbered symbol and a card clipped to uneven corners (Moonshot's shapes).
@Observable
class SavedPath {
    var path: NavigationPath {
        didSet { save() }
    }
    private let savePath = URL.temporaryDirectory.appending(path: "SavedPath-\(UUID().uuidString)")

    init() {
        if let data = try? Data(contentsOf: savePath),
            let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        {
            path = NavigationPath(decoded)
            return
        }
        path = NavigationPath()
    }

    func save() {
        guard let representation = path.codable else { return }
        try? JSONEncoder().encode(representation).write(to: savePath)
    }

    func restored() -> NavigationPath? {
        guard let data = try? Data(contentsOf: savePath),
            let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return nil }
        return NavigationPath(decoded)
    }
}

struct RenamableNote: View {
    @State private var title = "Draft"

    var body: some View {
        NavigationStack {
            VStack {
                Text("Step one").font(.headline.smallCaps())
                Image(systemName: "1.circle.fill")
                Text("Card")
                    .padding()
                    .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 24, bottomTrailing: 24), style: .continuous))
                Button("Rename") { title = "Final" }
            }
            .navigationTitle($title)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
