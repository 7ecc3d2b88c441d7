/// `ForEach` over a binding to a collection: each view gets a binding to
/// its element (`ForEach($items) { $item in … }`).
///
/// These initializers are disfavored: a call that another initializer
/// also fits (`ForEach(0..<50) { … }`) does not make the type checker
/// solve the content closure against them too. Only a `Binding` argument
/// fits them, so a binding's call still finds them.
extension ForEach where Content: View {
    /// Creates views for the identifiable elements of a bound collection,
    /// each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - content: Creates a view for a binding to an element.
    @_disfavoredOverload
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for the elements of a bound collection, identified by a
    /// key path, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Creates a view for a binding to an element.
    @_disfavoredOverload
    nonisolated public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { content(data[$0.0]) }
        self.id = { $0.1 }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with a row per identifiable element of a bound
    /// collection, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - rowContent: A row for a binding to an element.
    @_disfavoredOverload
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(content: { Content(data, id: \.id, content: rowContent) })
    }

    /// Creates a list with a row per element of a bound collection,
    /// identified by a key path, each given a binding to its element.
    ///
    /// - Parameters:
    ///   - data: The binding to the collection.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: A row for a binding to an element.
    @_disfavoredOverload
    nonisolated public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        self.init(content: { Content(data, id: id, content: rowContent) })
    }
}
