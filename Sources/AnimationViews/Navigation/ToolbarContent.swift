import AnimationCore
import Foundation

/// What a toolbar holds, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s,
/// ``ToolbarItemGroup``s and types of your own whose `body` composes them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     @Binding var isEditing: Bool
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .topBarTrailing) {
///             Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
///         }
///     }
/// }
/// ```
///
/// A type of your own may hold dynamic properties (`@State`,
/// `@Environment`, `@Binding`): they belong to the view the toolbar is
/// attached to, as in SwiftUI.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content its body composes.
    associatedtype Body: ToolbarContent

    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items have identifiers, for `toolbar(id:content:)`
/// (customizable toolbars; the headless bar shows the items as placed).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content that is items itself, not a body of others.
@MainActor
protocol PrimitiveToolbarContent {
    /// The entries of the bar it adds, in order.
    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry]
}

/// The walk over toolbar content that gathers its entries: types of the
/// user's get their dynamic properties installed in the toolbar's node (in
/// the order they are met, so that a `@State` keeps its slot) before their
/// body runs.
@MainActor
struct ToolbarContentWalk {
    let node: ViewNode
    let environment: EnvironmentValues
    var propertyIndex = 0

    /// The entries of `content`.
    mutating func entries(of content: any ToolbarContent) -> [ToolbarEntry] {
        entries(ofContent: content)
    }

    private mutating func entries(ofContent content: some ToolbarContent) -> [ToolbarEntry] {
        if let primitive = content as? any PrimitiveToolbarContent {
            return primitive.toolbarEntries(in: &self)
        }
        DynamicProperties.install(in: content, node: node, environment: environment, index: &propertyIndex)
        return entries(ofContent: content.body)
    }
}

/// Several pieces of toolbar content, as a ``ToolbarContentBuilder`` block
/// makes them.
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// The pieces.
    nonisolated(unsafe) public let value: T
    nonisolated(unsafe) let parts: [any ToolbarContent]

    nonisolated init(value: T, parts: [any ToolbarContent]) {
        self.value = value
        self.parts = parts
    }

    /// Primitive content has no body.
    public var body: Never { fatalError("TupleToolbarContent is primitive toolbar content") }

    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry] {
        parts.flatMap { walk.entries(of: $0) }
    }
}

/// One branch of an `if`-`else` or `switch` in a ``ToolbarContentBuilder``.
public struct _ToolbarConditionalContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    /// Primitive content has no body.
    public var body: Never { fatalError("_ToolbarConditionalContent is primitive toolbar content") }

    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry] {
        switch storage {
        case .trueContent(let content): walk.entries(of: content)
        case .falseContent(let content): walk.entries(of: content)
        }
    }
}

extension _ToolbarConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// An `if` without `else`: the content, or none.
extension Optional: ToolbarContent, PrimitiveToolbarContent where Wrapped: ToolbarContent {
    /// Primitive content has no body.
    public var body: Never { fatalError("Optional is primitive toolbar content") }

    func toolbarEntries(in walk: inout ToolbarContentWalk) -> [ToolbarEntry] {
        map { walk.entries(of: $0) } ?? []
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// A result builder that composes toolbar content from closures: blocks,
/// `if`, `if`-`else`, `switch` and availability checks, as SwiftUI's.
@resultBuilder
public struct ToolbarContentBuilder {
    /// A piece of content.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A block of one piece: the piece itself.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// A block of several pieces.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        var parts: [any ToolbarContent] = []
        for part in repeat each content {
            parts.append(part)
        }
        return TupleToolbarContent(value: (repeat each content), parts: parts)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
        _ToolbarConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ToolbarConditionalContent<TrueContent, FalseContent> {
        _ToolbarConditionalContent(storage: .falseContent(second))
    }

    /// A block inside an availability check.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
