/// A view that creates views from a collection, each identified by an ID:
/// a view keeps its state for as long as its ID stays in the data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
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
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// Draws a view per element.
    public var body: Never { neverBody }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views identified by the elements' `id`.
    ///
    /// - Parameters:
    ///   - data: The collection of identifiable elements.
    ///   - content: Creates a view for an element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range of integers.
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Creates a view for an integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        node.kind = .group
        let ids = data.map(id)
        node.updateChildren(
            zip(ids, data).map { (AnyHashable($0), content($1) as any View) }, in: context,
            identityLabels: ids.map { "[\($0)]" })
    }
}
