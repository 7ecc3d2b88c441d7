/// The value a view stands for among the options of a picker (and the
/// selection of other containers): what `.tag(_:)` sets.
public struct _TagModifier<V: Hashable> {
    /// The tag.
    public let tag: V

    /// Creates the modifier.
    ///
    /// - Parameter tag: The tag.
    nonisolated public init(tag: V) {
        self.tag = tag
    }
}

extension _TagModifier: ViewModifier {
    /// The view, unchanged: a tag is read by the container, not drawn.
    public func body(content: Content) -> some View {
        content
    }
}

extension View {
    /// Tags the view with a value: in a `Picker`, the value that selecting
    /// the view sets. Inside a `ForEach` whose IDs have the selection's
    /// type, views are tagged with their IDs unless they have a tag.
    ///
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether an optional selection of the tag's type
    ///     matches it too (it always does here: tags compare as
    ///     `AnyHashable`, which sees through optionals).
    /// - Returns: The tagged view.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: tag))
    }
}
