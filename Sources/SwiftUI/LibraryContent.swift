/// A type that lists views and modifiers for Xcode's library, as
/// DeveloperToolsSupport's `LibraryContentProvider` (re-exported by
/// SwiftUI).
///
/// There is no Xcode library on a headless host: the provider compiles
/// and its items can be read (``views``, ``modifiers(base:)``), and nothing
/// shows them.
public protocol LibraryContentProvider {
    /// The type whose modifiers ``modifiers(base:)`` lists.
    associatedtype ModifierBase = Any

    /// The views to list.
    @LibraryContentBuilder var views: [LibraryItem] { get }

    /// The modifiers to list, applied to a base value.
    ///
    /// - Parameter base: The value the modifiers apply to.
    /// - Returns: The items.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }

    /// No modifiers.
    ///
    /// - Parameter base: The value the modifiers apply to.
    /// - Returns: No items.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One view or modifier of a ``LibraryContentProvider``.
public struct LibraryItem {
    /// Where an item is listed in the library.
    public struct Category: Hashable, Sendable {
        let name: String
        /// Layout views.
        public static let layout = Category(name: "layout")
        /// Effects.
        public static let effect = Category(name: "effect")
        /// Controls.
        public static let control = Category(name: "control")
        /// Anything else.
        public static let other = Category(name: "other")
    }

    /// The item's title (`nil`: its snippet's type name).
    public let title: String?
    /// Whether the library shows it.
    public let isVisible: Bool
    /// Its category.
    public let category: Category
    /// The signature that offers the item as a completion.
    public let matchingSignature: String?
    /// The type of the snippet's value.
    public let snippetType: Any.Type

    /// An item of a snippet (not evaluated: its type is kept).
    ///
    /// - Parameters:
    ///   - snippet: The view or modified value.
    ///   - visible: Whether the library shows it.
    ///   - title: Its title.
    ///   - category: Its category.
    ///   - matchingSignature: The completion signature.
    public init<Item>(
        _ snippet: @autoclosure () -> Item, visible: Bool = true, title: String? = nil, category: Category = .effect,
        matchingSignature: String? = nil
    ) {
        self.title = title
        self.isVisible = visible
        self.category = category
        self.matchingSignature = matchingSignature
        self.snippetType = Item.self
    }
}

/// Builds the lists of a ``LibraryContentProvider``.
@resultBuilder
public enum LibraryContentBuilder {
    /// The items of a block.
    ///
    /// - Parameter segments: Each statement's items.
    /// - Returns: All items in order.
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }

    /// One item.
    ///
    /// - Parameter expression: The item.
    /// - Returns: A list of it.
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }

    /// The items of an `if` without `else` (none when false).
    ///
    /// - Parameter component: The items.
    /// - Returns: The items or none.
    public static func buildOptional(_ component: [LibraryItem]?) -> [LibraryItem] { component ?? [] }

    /// The items of an `if`'s first branch.
    ///
    /// - Parameter component: The items.
    /// - Returns: The items.
    public static func buildEither(first component: [LibraryItem]) -> [LibraryItem] { component }

    /// The items of an `if`'s second branch.
    ///
    /// - Parameter component: The items.
    /// - Returns: The items.
    public static func buildEither(second component: [LibraryItem]) -> [LibraryItem] { component }

    /// The items of a `for` loop.
    ///
    /// - Parameter components: Each pass's items.
    /// - Returns: All items.
    public static func buildArray(_ components: [[LibraryItem]]) -> [LibraryItem] { components.flatMap { $0 } }
}
