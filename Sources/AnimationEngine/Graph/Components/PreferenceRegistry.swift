import Foundation

/// A view that reads a preference of its content: the graph asks it for the
/// value after each update and layout, and it acts when the value changes.
@MainActor
package protocol PreferenceReading: GraphRegistrant {
    /// Reads the value again; returns whether it changed (and acts on it).
    func refresh() -> Bool
}

/// The views that read preferences of their content (`onPreferenceChange`,
/// `overlayPreferenceValue`, ...): after each update the graph asks them to
/// read again, until the values settle.
///
/// The graph holds one (``ViewGraph/preferences``).
@MainActor
package final class PreferenceRegistry {
    private var readers = Registrations<any PreferenceReading> { $0 }

    /// The most times readers see a new value in one update before the
    /// graph stops delivering (content that changes its preferences in
    /// answer to them).
    static let maximumRounds = 16

    /// Adds a reader (once).
    package func register(_ reader: any PreferenceReading) {
        readers.insert(reader)
    }

    /// Asks every reader for its value again; returns whether any changed.
    /// Readers whose nodes are gone are dropped.
    func refresh() -> Bool {
        guard !readers.isEmpty else { return false }
        var changed = false
        for reader in readers.attached() where !reader.isDetached {
            if reader.refresh() { changed = true }
        }
        return changed
    }

    /// Drops the readers whose nodes left the tree.
    func dropDetached() {
        _ = readers.attached()
    }

    /// Adds the registry's part to a census.
    func count(into census: inout GraphCensus) {
        census.preferenceReaders += readers.count
    }
}
