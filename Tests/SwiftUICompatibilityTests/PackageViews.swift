import Combine
import SwiftUI

// What a package's app files look like beside its views: an object shared
// through the scene, a search model that debounces its query, a preview
// modifier that builds sample data once, asset images from a bundle.

final class LibraryStore: ObservableObject {
    @Published var books: [String] = ["Emma", "Persuasion"]
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(scheduler: DispatchQueue = .main) {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .combineLatest($books)
            .map { query, books in query.isEmpty ? books : books.filter { $0.localizedCaseInsensitiveContains(query) } }
            .assign(to: &$results)
    }
}

struct LibraryList: View {
    @EnvironmentObject var store: LibraryStore
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            ForEach(store.books, id: \.self) { Text($0) }
        }
    }
}

struct LibraryApp: App {
    @StateObject private var store = LibraryStore()

    var body: some Scene {
        WindowGroup {
            LibraryList()
        }
        .environmentObject(store)
        .environment(\.colorScheme, .dark)
    }
}

struct SampleLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> LibraryStore {
        let store = LibraryStore()
        store.books = ["Sample One", "Sample Two", "Sample Three"]
        return store
    }

    func body(content: Content, context: LibraryStore) -> some View {
        content.environmentObject(context)
    }
}

#Preview("Sample library", traits: .modifier(SampleLibrary())) {
    LibraryList()
}
