import AnimationCore
import Foundation

/// A list's selection binding, type-erased for the rows: what selects a
/// value and whether one is selected.
struct ListSelection {
    let select: @MainActor (AnyHashable) -> Void
    let isSelected: @MainActor (AnyHashable) -> Bool
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list the view is in, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension ListSelection {
    /// A binding to one optional value.
    nonisolated static func single<S: Hashable>(_ selection: Binding<S?>) -> ListSelection {
        // A binding is read and written on the main actor, where the rows
        // run these closures.
        nonisolated(unsafe) let binding = selection
        return ListSelection(
            select: { value in if let value = value.base as? S { binding.wrappedValue = value } },
            isSelected: { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false })
    }

    /// A binding to a set of values: selecting makes the value the only one.
    nonisolated static func many<S: Hashable>(_ selection: Binding<Set<S>>) -> ListSelection {
        nonisolated(unsafe) let binding = selection
        return ListSelection(
            select: { value in if let value = value.base as? S { binding.wrappedValue = [value] } },
            isSelected: { value in (value.base as? S).map { binding.wrappedValue.contains($0) } ?? false })
    }
}

// Lists with a selection, as SwiftUI's `List(selection:)`: on iPhone,
// outside edit mode, a row is selected by a `NavigationLink(value:)` in it
// (as in a `NavigationSplitView`'s sidebar), which sets the binding to the
// link's value; rows without a link are not selected by a tap.
extension List {
    /// A list of rows with a selection of one value.
    nonisolated public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .single(selection)
    }

    /// A list of rows with a selection of several values.
    nonisolated public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .many(selection)
    }

    /// A row per identifiable element, with a selection of one value.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = .single(selection)
    }

    /// A row per identifiable element, with a selection of several values.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = .many(selection)
    }

    /// A row per element identified by a key path, with a selection of one
    /// value.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = .single(selection)
    }
}
