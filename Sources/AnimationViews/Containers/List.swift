import AnimationCore
import Foundation

/// A scrolling column of rows, drawn in the environment's list style (see
/// `ListStyle`): each view of the content is a row; `Section`s group rows
/// under headers.
///
/// Differences from SwiftUI: a row is selected only through a
/// `NavigationLink(value:)` in it (see `List(selection:content:)`), and
/// every row is built (nothing is lazy).
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    var selection: ListSelection?

    /// A list is drawn from its rows.
    public var body: Never { neverBody }
}

extension List where SelectionValue == Never {
    /// Creates a list of rows.
    ///
    /// - Parameter content: The rows.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list with a row per identifiable element.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - rowContent: A row for an element.
    nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row per element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: A row for an element.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list with a row per integer of a range.
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - rowContent: A row for an integer.
    nonisolated public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        var inner = context
        if let selection { inner.environment.listSelection = selection }
        node.updateChild(_ListContainer(content: content, forcedStyle: nil), in: inner)
    }
}

extension List: View {}

/// What `List` and `Form` draw: a scroll view of rows on the list
/// background, which reaches under the safe areas; with an edit mode of
/// its own when the environment has none.
struct _ListContainer<Content: View> {
    let content: Content
    let forcedStyle: ListStyleKind?
    var body: Never { neverBody }
}

extension _ListContainer: PrimitiveView {
    func update(_ node: ViewNode, in context: ViewContext) {
        var inner = context
        if let forcedStyle { inner.environment.listStyleKind = forcedStyle }
        inner.environment.isInList = true
        let style = inner.environment.listStyleKind
        let background =
            inner.environment.scrollContentBackground == .hidden
            ? Color.clear : style.hasCards ? ListColors.background : ListColors.card
        node.updateChild(
            _EditModeScope(
                content: ScrollView {
                    _ListRows(content: content)
                        .padding(.vertical, style.hasCards ? 20 : 0)
                }
                .background(background.ignoresSafeArea())),
            in: inner)
    }
}

extension _ListContainer: View {}

/// A container of grouped controls for data entry: drawn as an inset
/// grouped list.
public struct Form<Content: View> {
    let content: Content

    /// Creates a form.
    ///
    /// - Parameter content: Its sections and rows.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A form is drawn from its rows.
    public var body: Never { neverBody }
}

extension Form: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        if let style = context.environment.formStyle {
            // A custom `FormStyle`: its body without the style, its content
            // with it.
            let configuration = FormStyleConfiguration(content: StyleConfigurationPart(content.environment(\.formStyle, style)))
            node.updateChild(style.makeBody(configuration).environment(\.formStyle, nil), in: context)
        } else {
            node.updateChild(_ListContainer(content: content, forcedStyle: .insetGrouped), in: context)
        }
    }
}

extension Form: View {}
