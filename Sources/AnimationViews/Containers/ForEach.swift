/// A view that creates views from a collection, each identified by an ID:
/// a view keeps its state for as long as its ID stays in the data.
///
/// As in SwiftUI, the content need not be a view: other modules make a
/// `ForEach` of their own content (MapKit's markers).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of data.
    public var data: Data

    /// Creates a view for an element.
    public var content: (Data.Element) -> Content

    let id: (Data.Element) -> ID

    /// Creates views identified by a key path of the elements.
    ///
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Creates a view for an element.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Content: View {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// A `ForEach` of any content, each element identified by `id` (for
    /// the modules whose content is not a view).
    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }

    /// No body: a `ForEach` makes its content per element.
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views identified by the elements' `id`.
    ///
    /// - Parameters:
    ///   - data: The collection of identifiable elements.
    ///   - content: Creates a view for an element.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range of integers.
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Creates a view for an integer.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    package func update(_ node: ViewNode, in context: ViewContext) {
        // Rows read the elements' `@Observable` properties: a change of one
        // updates the rows, though the data (the same objects) is equal.
        let (ids, views) = node.trackingObservations { idsAndViews(count: max(data.count, 0)) }
        // In a list, `onDelete` and `onMove` make each view an editable row.
        if context.environment.isInList, let actions = context.environment.rowEditActions {
            let rows = views.indices.map { _EditableRow(content: views[$0], index: $0, actions: actions) }
            update(node, ids: ids, views: rows, in: context)
        } else {
            update(node, ids: ids, views: views, in: context)
        }
    }

    /// The elements' IDs and views, in order, written straight into their
    /// arrays' storage. This code is generic and not specialized: appended
    /// one at a time, each append looked `Array<ID>` and `Array<Content>` up
    /// in the runtime's metadata cache, and each read of `self.id` and
    /// `self.content` looked up `ForEach`'s for the property's offset
    /// (together 5 % of a tap on a 10,000-view tree, measured with perf).
    /// A collection that yields more elements than its `count` says has the
    /// rest left out (a negative count counts as 0).
    private func idsAndViews(count: Int) -> ([ID], [Content]) {
        let id = self.id, content = self.content
        var ids: [ID] = []
        let views = [Content](unsafeUninitializedCapacity: count) { viewBuffer, viewCount in
            ids = [ID](unsafeUninitializedCapacity: count) { idBuffer, idCount in
                forEachElement { element in
                    guard idCount < count, let idBase = idBuffer.baseAddress, let viewBase = viewBuffer.baseAddress else { return }
                    (idBase + idCount).initialize(to: id(element))
                    (viewBase + idCount).initialize(to: content(element))
                    idCount += 1
                    viewCount = idCount
                }
            }
        }
        return (ids, views)
    }

    /// Calls `body` with each element, in order. A range of integers (the
    /// constant-range `ForEach`) is walked as integers: walked generically,
    /// each step of a range looks its type's metadata up again.
    @inline(__always)
    private func forEachElement(_ body: (Data.Element) -> Void) {
        if Data.self == Range<Int>.self {
            for index in unsafeBitCast(data, to: Range<Int>.self) {
                body(unsafeBitCast(index, to: Data.Element.self))
            }
        } else {
            for element in data { body(element) }
        }
    }

    @MainActor private func update<V: View>(_ node: ViewNode, ids: [ID], views: [V], in context: ViewContext) {
        // The same IDs in the same order (the common case): each child keeps
        // its node, compared by typed IDs, not by hashing.
        let previous = node.local { ForEachIDs<ID>() }
        if previous.ids == ids && node.children.count == ids.count {
            node.updateChildren(inOrder: views, in: context)
            return
        }
        previous.ids = ids
        node.childKeys.areExplicit = true
        node.updateChildren(keys: ids.map { AnyHashable($0) }, views: views, in: context, identityLabel: { "[\(ids[$0])]" })
    }
}

extension ForEach: View where Content: View {}

/// The IDs a `ForEach` showed at its last update.
final class ForEachIDs<ID: Hashable> {
    var ids: [ID] = []
}
