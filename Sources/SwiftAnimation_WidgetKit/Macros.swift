import AnimationViews

/// Previews a widget of a family with a timeline of entries, as
/// WidgetKit's `#Preview(as:widget:timeline:)`:
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     CountdownWidget()
/// } timeline: {
///     CountdownEntry(date: .now, days: 3)
///     CountdownEntry(date: .now, days: 2)
/// }
/// ```
///
/// The preview is a ``WidgetPreview`` of the first entry at the family's
/// size.
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "SwiftUIMacros", type: "WidgetPreviewMacro")

/// Previews a widget of a family with its provider's timeline.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "SwiftUIMacros", type: "WidgetPreviewMacro")
