import AnimationCore
import Foundation
import FoundationCompatibility

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager views register their undo and redo operations
    /// with: the host's, one for each ``ViewHost`` (as a window has one);
    /// `nil` outside a host. SwiftUI only reads it.
    public package(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
