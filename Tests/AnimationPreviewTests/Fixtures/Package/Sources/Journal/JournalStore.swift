import Foundation
import Observation

struct Entry: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
}

@MainActor @Observable
final class JournalStore {
    var entries: [Entry] = [Entry(id: 1, title: "First"), Entry(id: 2, title: "Second")]

    func add(_ title: String) {
        entries.append(Entry(id: (entries.map(\.id).max() ?? 0) + 1, title: title))
    }
}
