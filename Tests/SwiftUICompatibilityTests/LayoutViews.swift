import SwiftAnimation

// Safe areas, geometry readers, observable models and navigation, as
// tutorials write them.

/// A gradient background behind everything, content in the safe area.
struct GradientScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Text("Welcome")
                .font(.largeTitle)
                .foregroundColor(.white)
        }
    }
}

/// A bar that fills a share of the width a GeometryReader measures.
struct ProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(Color.green)
                    .frame(width: geometry.size.width * progress)
            }
        }
        .frame(height: 12)
    }
}

final class DownloadModel: ObservableObject {
    @Published var progress = 0.0
    @Published var isDone = false

    func step() {
        progress = min(1, progress + 0.25)
        isDone = progress >= 1
    }
}

/// An observable model that animates a bar.
struct DownloadView: View {
    @StateObject private var model = DownloadModel()

    var body: some View {
        VStack(spacing: 20) {
            ProgressBar(progress: model.progress)
            Button(model.isDone ? "Done" : "Download") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    model.step()
                }
            }
        }
        .padding()
    }
}

@Observable
final class Settings {
    var count = 0
}

/// A navigation stack with a list of links and a detail that reads an
/// @Observable model from the environment.
struct Fruit: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

struct FruitList: View {
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    @State private var settings = Settings()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(fruits) { fruit in
                    NavigationLink(fruit.name, value: fruit)
                }
            }
            .navigationTitle("Fruits")
            .navigationDestination(for: Fruit.self) { fruit in
                FruitDetail(fruit: fruit)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { settings.count += 1 }
                }
            }
        }
        .environment(settings)
    }
}

struct FruitDetail: View {
    let fruit: Fruit
    @Environment(Settings.self) private var settings
    @Environment(\.dismiss) var dismiss

    var body: some View {
        VStack {
            Text("\(fruit.name) ×\(settings.count)")
            Button("Close") { dismiss() }
        }
        .navigationTitle(fruit.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A header measured with a preference, and a bottom bar in the safe area.
struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

struct MeasuredHeader: View {
    @State private var headerSize: CGSize = .zero

    var body: some View {
        VStack {
            Text("Header")
                .padding()
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
                    }
                )
            Text("\(Int(headerSize.width))×\(Int(headerSize.height))")
        }
        .onPreferenceChange(SizePreferenceKey.self) { size in
            headerSize = size
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaInset(edge: .bottom) {
            Text("Bottom bar")
                .frame(maxWidth: .infinity)
                .padding()
                .background(.ultraThinMaterial)
        }
    }
}

/// The older spellings: NavigationView, navigationBarTitle, edgesIgnoringSafeArea.
struct OldStyleScreen: View {
    @ObservedObject var model: DownloadModel

    var body: some View {
        NavigationView {
            ZStack {
                Color.orange.edgesIgnoringSafeArea(.all)
                NavigationLink(destination: Text("Next")) {
                    Text("Progress \(Int(model.progress * 100))%")
                }
            }
            .navigationBarTitle("Old style", displayMode: .inline)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A link with the deprecated `isActive` binding: it pushes when the binding
/// turns true, and a tap on it sets the binding.
struct OldStyleActiveLink: View {
    @State private var showsDetail = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Detail"), isActive: $showsDetail) {
                    Text("Open")
                }
                Button("Activate") { showsDetail = true }
            }
        }
    }
}

/// A list of links with the deprecated `tag:selection:` (an iOS 14 app's
/// menu): the selection pushes its link's screen, popping clears it.
struct OldStyleTaggedMenu: View {
    struct Entry: Identifiable, Hashable {
        let id: Int
        let label: String
    }

    let entries = [Entry(id: 1, label: "Springs"), Entry(id: 2, label: "Curves"), Entry(id: 3, label: "Keyframes")]
    @State private var selectedEntry: Entry?

    var body: some View {
        NavigationView {
            VStack {
                Text(selectedEntry?.label ?? "Nothing selected")
                List {
                    ForEach(entries) { entry in
                        NavigationLink(
                            destination: Text("\(entry.label) page").navigationBarTitle(entry.label, displayMode: .inline),
                            tag: entry,
                            selection: $selectedEntry,
                            label: { Text(entry.label) }
                        )
                    }
                }
                Button("Open the last") { selectedEntry = entries.last }
            }
        }
    }
}

/// A bound link outside any navigation view: nothing can push it.
struct LoneActiveLink: View {
    @State private var active = false

    var body: some View {
        NavigationLink(isActive: $active) {
            Text("Detail")
        } label: {
            Text("Open")
        }
    }
}
