import AnimationCore
import Foundation

/// One of the views a view's content resolves to, as in SwiftUI: each view
/// of its tuples, groups, branches and `ForEach`es. What
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand out.
/// (Sendable as views are made and read on the main actor, where bodies
/// run.)
public struct Subview: Identifiable, @unchecked Sendable {
    /// The subview's identity: its `ForEach` identity or tag, else its
    /// place in the content.
    public let id: AnyHashable
    let view: AnyView

    /// The subview as it was written.
    @MainActor @ViewBuilder public var body: some View { view }
}

/// The subviews of a view's content, in order, as in SwiftUI. It is a view
/// too: drawn, it shows every subview.
public struct SubviewsCollection: RandomAccessCollection {
    private let box: Box

    /// The resolved subviews, made on first use (views resolve on the main
    /// actor, where bodies run).
    final class Box: @unchecked Sendable {
        let base: any View
        private var resolved: [Subview]?
        init(base: any View) { self.base = base }
        var subviews: [Subview] {
            if let resolved { return resolved }
            let made = MainActor.assumeIsolated {
                PickerOption.options(of: base).enumerated().map { index, option in
                    Subview(id: option.tag ?? AnyHashable(index), view: option.label)
                }
            }
            resolved = made
            return made
        }
    }

    init(_ base: any View) {
        box = Box(base: base)
    }

    /// The first index.
    public var startIndex: Int { 0 }
    /// The index past the last subview.
    public var endIndex: Int { box.subviews.count }
    /// The subview at an index.
    public subscript(position: Int) -> Subview { box.subviews[position] }

    /// Every subview, in order.
    @MainActor @ViewBuilder public var body: some View {
        ForEach(box.subviews) { $0 }
    }
}

/// The view `Group(subviews:transform:)` makes: its content's subviews,
/// transformed when its body runs.
public struct _SubviewsReader<Base: View, Result: View> {
    let base: Base
    let transform: (SubviewsCollection) -> Result

    /// The transformed subviews.
    @MainActor @ViewBuilder public var body: some View {
        transform(SubviewsCollection(base))
    }
}

extension Group {
    /// A group that builds its content from another view's subviews:
    /// `Group(subviews: content) { subviews in ... subviews[0] ... }`.
    ///
    /// - Parameters:
    ///   - view: The view whose subviews are read.
    ///   - transform: The content, from the subviews.
    nonisolated public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == _SubviewsReader<Base, Result> {
        self.init { _SubviewsReader(base: view, transform: transform) }
    }
}

extension ForEach where Data == SubviewsCollection, ID == AnyHashable, Content: View {
    /// A view for each subview of another view.
    ///
    /// - Parameters:
    ///   - view: The view whose subviews are read.
    ///   - content: The view for a subview.
    nonisolated public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(SubviewsCollection(view), id: \.id, content: content)
    }
}

extension Subview: View {}

extension SubviewsCollection: View {}

extension _SubviewsReader: View {}
