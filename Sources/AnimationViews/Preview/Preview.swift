import AnimationCore

/// A preview: what a `#Preview { ... }` block declares.
///
/// SwiftUI's `#Preview` is a macro that declares one of these; here
/// `animate preview` rewrites each `#Preview` of the files it is given into
/// a declaration of a `Preview` (this package has no macros, so a
/// `#Preview` block compiles only through `animate preview`). SwiftUI
/// isolates the type to the main actor; here it is a plain value that
/// holds a main-actor body, so that the rewritten declaration compiles at
/// file scope.
public struct Preview: Sendable {
    /// Traits that apply to previews of views.
    public enum ViewTraits: Sendable {}

    /// The name given to the preview, if any (the canvas labels a preview
    /// without a name with its place in the source).
    public let name: String?
    /// The preview's traits.
    public let traits: PreviewTraitValues
    /// Makes the view to preview.
    public let makeView: @MainActor @Sendable () -> AnyView
    /// The preview modifiers of its traits (``PreviewTrait/modifier(_:)``).
    let modifiers: [AnyPreviewModifier]

    /// Creates a preview of a view.
    ///
    /// - Parameters:
    ///   - name: A name for the preview.
    ///   - traits: Its traits, such as ``PreviewTrait/sizeThatFitsLayout``.
    ///   - body: The view to preview.
    @preconcurrency public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> any View
    ) {
        self.name = name
        self.traits = traits.reduce(PreviewTraitValues()) { $1.value.merged(over: $0) }
        let modifiers = traits.flatMap(\.modifiers)
        self.modifiers = modifiers
        self.makeView = { modifiers.reduce(AnyView(body())) { view, modifier in modifier.apply(view) } }
    }
}
