import AnimationCore
import Foundation

/// What a row's content forbids its row: deleting (`deleteDisabled`) and
/// moving (`moveDisabled`), read by the editable row around it.
struct RowEditLocks: PreferenceKey, Equatable {
    var deleteDisabled = false
    var moveDisabled = false

    static var defaultValue: RowEditLocks { RowEditLocks() }

    static func reduce(value: inout RowEditLocks, nextValue: () -> RowEditLocks) {
        let next = nextValue()
        value.deleteDisabled = value.deleteDisabled || next.deleteDisabled
        value.moveDisabled = value.moveDisabled || next.moveDisabled
    }
}

extension View {
    /// Keeps the row from being deleted: it does not swipe to Delete and
    /// shows no minus in edit mode.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(RowEditLocks.self) { $0.deleteDisabled = $0.deleteDisabled || isDisabled }
    }

    /// Keeps the row from being moved: it shows no handle in edit mode.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(RowEditLocks.self) { $0.moveDisabled = $0.moveDisabled || isDisabled }
    }
}
