import AnimationCore

/// A key of a ``PreviewContext``: a value the context gives the preview
/// canvas, with a default for contexts that do not set it.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a context that does not set it.
    static var defaultValue: Value { get }
}

/// Where a preview is shown, as SwiftUI's preview contexts say it (a
/// widget's family: WidgetKit's `WidgetPreviewContext`). `animate preview`
/// reads the layout a context gives (``PreviewContextLayoutKey``).
public protocol PreviewContext {
    /// The context's value for a key.
    ///
    /// - Parameter key: The key.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// The layout a preview context gives its preview (`nil`: the preview's
/// own). WidgetKit's contexts give a widget family's size. This package's
/// key, for contexts of its modules.
public enum PreviewContextLayoutKey: PreviewContextKey {
    /// No layout of its own.
    public static var defaultValue: PreviewLayout? { nil }
}

/// What a preview context changes in its preview's environment (`nil`:
/// nothing). WidgetKit's contexts set the widget family. This package's
/// key, for contexts of its modules.
public enum PreviewContextEnvironmentKey: PreviewContextKey {
    /// Nothing to change.
    public static var defaultValue: ((inout EnvironmentValues) -> Void)? { nil }
}

extension View {
    /// Shows a preview in a context (a widget's family): `animate preview`
    /// draws it at the size the context gives, in the environment it sets
    /// (the widget family).
    ///
    /// - Parameter value: The context.
    /// - Returns: The view, with the context's layout for `animate preview`.
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        let setUp = value[PreviewContextEnvironmentKey.self]
        return transformEnvironment(\.self) { setUp?(&$0) }
            .modifier(_PreviewTraitModifier(traits: PreviewTraitValues(layout: value[PreviewContextLayoutKey.self])))
    }
}
