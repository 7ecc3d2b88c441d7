import AnimationCore
import AnimationViews

/// The preview context of a widget family, as in WidgetKit:
/// `.previewContext(WidgetPreviewContext(family: .systemSmall))` shows a
/// widget's view at that family's size (see ``WidgetFamily/size``).
public struct WidgetPreviewContext: PreviewContext {
    /// The family the preview shows.
    public let family: WidgetFamily

    /// A context of a family.
    ///
    /// - Parameter family: The family.
    public init(family: WidgetFamily) {
        self.family = family
    }

    /// The family's size as the layout (``PreviewContextLayoutKey``), the
    /// family as the environment's `widgetFamily`
    /// (``PreviewContextEnvironmentKey``); the default of other keys.
    ///
    /// - Parameter key: The key.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
        let family = family
        if key == PreviewContextLayoutKey.self,
            let layout = PreviewLayout.fixed(width: family.size.width, height: family.size.height) as? Key.Value
        {
            return layout
        }
        let setUp: ((inout EnvironmentValues) -> Void)? = { $0.widgetFamily = family }
        if key == PreviewContextEnvironmentKey.self, let setUp = setUp as? Key.Value {
            return setUp
        }
        return Key.defaultValue
    }
}
