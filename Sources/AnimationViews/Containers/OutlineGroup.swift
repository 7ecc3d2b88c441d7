import AnimationCore
import Foundation

/// A tree of elements shown as nested disclosure groups: an element whose
/// children are not `nil` is a group whose label is its content, collapsed
/// at first (a tap on it expands it, with the disclosure animation); an
/// element whose children are `nil` is a leaf. A `List` made with
/// `children:` holds one.
///
/// Each group keeps whether it is expanded by its element's identity, so
/// an expanded branch stays expanded when the data changes around it. An
/// element with an empty collection of children is a group with nothing
/// inside, as in SwiftUI.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>, Leaf: View {
    /// A tree of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - content: The view of an element.
    nonisolated public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, Data.Element == DataElement {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// A tree of elements identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - content: The view of an element.
    nonisolated public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data.Element == DataElement {
        self.init(data: data, id: id, children: children, content: content)
    }

    /// A tree of one identifiable root.
    ///
    /// - Parameters:
    ///   - root: The root element.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - content: The view of an element.
    nonisolated public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, Data.Element == DataElement, Data == [DataElement] {
        self.init(data: [root], id: \.id, children: children, content: content)
    }

    /// A tree of one root, its elements identified by a key path.
    ///
    /// - Parameters:
    ///   - root: The root element.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - content: The view of an element.
    nonisolated public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data.Element == DataElement, Data == [DataElement] {
        self.init(data: [root], id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The top-level elements, each a leaf or a disclosure group.
    public var body: some View {
        OutlineSubgroupChildren(data: data, id: id, children: children, content: content)
    }
}

/// The children of an outline group's element: each child a leaf or a
/// disclosure group of its own children (type-erased, as the tree is as
/// deep as the data).
public struct OutlineSubgroupChildren {
    let rows: AnyView

    nonisolated init<Data: RandomAccessCollection, ID: Hashable, Leaf: View>(
        data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
    ) {
        rows = AnyView(
            ForEach(data, id: id) { element in
                if let kids = element[keyPath: children] {
                    DisclosureGroup {
                        OutlineSubgroupChildren(data: kids, id: id, children: children, content: content)
                    } label: {
                        content(element)
                    }
                } else {
                    content(element)
                }
            })
    }
}

extension OutlineSubgroupChildren: View {
    /// The rows.
    public var body: some View { rows }
}

extension List where SelectionValue == Never {
    /// A list of a tree of identifiable elements: rows of disclosure groups
    /// (see ``OutlineGroup``).
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - rowContent: The row of an element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// A list of a tree of elements identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - id: The key path to an element's identity.
    ///   - children: The key path to an element's children (`nil` for a
    ///     leaf).
    ///   - rowContent: The row of an element.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}

extension List {
    /// A list of a tree of identifiable elements with a selection of one
    /// value.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - children: The key path to an element's children.
    ///   - selection: The selected value.
    ///   - rowContent: The row of an element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = .single(selection)
    }

    /// A list of a tree of identifiable elements with a selection of
    /// several values.
    ///
    /// - Parameters:
    ///   - data: The top-level elements.
    ///   - children: The key path to an element's children.
    ///   - selection: The selected values.
    ///   - rowContent: The row of an element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
        self.selection = .many(selection)
    }
}
