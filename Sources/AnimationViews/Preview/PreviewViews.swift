/// A view that lists several previews: a builder block, a `Group` or a
/// `ForEach` at the top of a preview provider's `previews`.
protocol PreviewViewList {
    var previewViews: [any View] { get }
}

extension TupleView: PreviewViewList {
    var previewViews: [any View] { children.flatMap(Preview.views(listedBy:)) }
}

extension Group: PreviewViewList {
    var previewViews: [any View] { Preview.views(listedBy: content) }
}

extension ForEach: PreviewViewList where Content: View {
    var previewViews: [any View] { data.flatMap { Preview.views(listedBy: content($0)) } }
}

extension Preview {
    /// The previews a preview provider's `previews` lists: as in SwiftUI,
    /// each view of a builder block, a `Group` or a `ForEach` at the top is
    /// a preview of its own; any other view is one preview. This package's
    /// addition, for `animate preview`.
    ///
    /// - Parameter view: The `previews` of a ``PreviewProvider``.
    /// - Returns: One view per preview, in order.
    public static func views(listedBy view: any View) -> [any View] {
        (view as? any PreviewViewList)?.previewViews ?? [view]
    }
}
