import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at a set of offsets, as SwiftUI's extension
    /// does (what an `onDelete` action is given). Offsets past the end are
    /// ignored.
    ///
    /// - Parameter offsets: The offsets.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at a set of offsets to before an offset, as
    /// SwiftUI's extension does (what an `onMove` action is given). The
    /// destination counts in the collection before the move; offsets past
    /// the end are ignored and a destination past it means the end.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: Where they go.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let target = Swift.min(Swift.max(destination, 0), count) - valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
