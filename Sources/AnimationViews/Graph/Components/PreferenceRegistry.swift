import Foundation

/// The views that read preferences of their content (`onPreferenceChange`,
/// `overlayPreferenceValue`, ...): after each update the graph asks them to
/// read again, until the values settle.
///
/// The graph holds one (``ViewGraph/preferences``).
@MainActor
final class PreferenceRegistry {
    private var readers: [any PreferenceReading] = []
    private var readerIDs: Set<ObjectIdentifier> = []

    /// The most times readers see a new value in one update before the
    /// graph stops delivering (content that changes its preferences in
    /// answer to them).
    static let maximumRounds = 16

    /// Adds a reader (once).
    func register(_ reader: any PreferenceReading) {
        guard readerIDs.insert(ObjectIdentifier(reader)).inserted else { return }
        readers.append(reader)
    }

    /// Asks every reader for its value again; returns whether any changed.
    /// Readers whose nodes are gone are dropped.
    func refresh() -> Bool {
        guard !readers.isEmpty else { return false }
        var changed = false
        var index = 0
        while index < readers.count {
            let reader = readers[index]
            if reader.isDetached {
                readerIDs.remove(ObjectIdentifier(reader))
                readers.remove(at: index)
                continue
            }
            if reader.refresh() { changed = true }
            index += 1
        }
        return changed
    }

    /// Adds the registry's part to a census.
    func count(into census: inout GraphCensus) {
        census.preferenceReaders += readers.count
    }
}
