import AnimationCore

/// Sets a preview's traits: `previewLayout(_:)`, `previewDevice(_:)`,
/// `previewDisplayName(_:)` and `previewInterfaceOrientation(_:)`. The view
/// itself is unchanged, as in SwiftUI, where these modifiers speak only to
/// the preview canvas; `animate preview` reads them from the outermost
/// modifiers of a preview's view (``PreviewTraitValues/read(from:)``).
struct _PreviewTraitModifier: PrimitiveModifier {
    var traits: PreviewTraitValues

    func update<C: View>(_ node: ViewNode, content: C, in context: ViewContext) {
        node.updateChild(content, in: context)
    }
}

/// A view whose outermost modifier sets preview traits.
protocol PreviewTraitsCarrier {
    var previewTraits: (traits: PreviewTraitValues, content: any View) { get }
}

extension ModifiedContent: PreviewTraitsCarrier where Content: View, Modifier == _PreviewTraitModifier {
    /// The traits of this modifier and the preview modifiers inside it.
    var previewTraits: (traits: PreviewTraitValues, content: any View) {
        let (traits, content) = PreviewTraitValues.read(from: content)
        return (traits.merged(over: modifier.traits), content)
    }
}

extension PreviewTraitValues {
    /// The traits that a view's outermost preview modifiers set, and the
    /// view inside them. Where two modifiers set the same trait, the
    /// innermost wins, as the nearer environment value does. This
    /// package's addition, for `animate preview`.
    ///
    /// - Parameter view: A preview's view.
    /// - Returns: The traits (empty if the view has no preview modifier
    ///   outside it) and the view they modify.
    public static func read(from view: any View) -> (traits: PreviewTraitValues, content: any View) {
        (view as? any PreviewTraitsCarrier)?.previewTraits ?? (PreviewTraitValues(), view)
    }
}

extension View {
    /// Overrides the size of the container of a preview.
    ///
    /// - Parameter value: The layout, such as `.sizeThatFits`.
    /// - Returns: The view, with the layout for `animate preview`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(traits: PreviewTraitValues(layout: value)))
    }

    /// Chooses the device a preview runs on; its size comes from
    /// ``PreviewDevice/screenSize``.
    ///
    /// - Parameter value: The device, or `nil` for the default.
    /// - Returns: The view, with the device for `animate preview`.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(traits: PreviewTraitValues(device: value)))
    }

    /// Names a preview; `animate preview --view NAME` chooses it by this name.
    ///
    /// - Parameter value: The name, or `nil` for the default.
    /// - Returns: The view, with the name for `animate preview`.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(traits: PreviewTraitValues(displayName: value)))
    }

    /// Sets the orientation of the device a preview runs on.
    ///
    /// - Parameter value: The orientation; landscape swaps the device's
    ///   width and height.
    /// - Returns: The view, with the orientation for `animate preview`.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(traits: PreviewTraitValues(orientation: value)))
    }
}
