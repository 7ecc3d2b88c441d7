/// Creates a preview of a view, as in SwiftUI:
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
/// ```
///
/// The macro declares a `PreviewRegistry` at file scope, which
/// `animate preview` (and an app's `main()` asked for its previews) finds in
/// the program at run time; the source is compiled as written.
///
/// - Parameters:
///   - name: A name for the preview; without one, the preview is named by
///     its file and line.
///   - body: The view to preview. Variables at its top level marked
///     `@Previewable` (`@Previewable @State var isOn = false`) become the
///     state of a view the macro makes around the rest of the closure.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits, as in SwiftUI:
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout, .landscapeLeft) {
///     Badge(count: 3)
/// }
/// ```
///
/// - Parameters:
///   - name: A name for the preview.
///   - traits: A trait, such as `.sizeThatFitsLayout`.
///   - additionalTraits: More traits.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top level of a `#Preview` body,
/// as in SwiftUI: the preview macro makes it a property of a view whose
/// body is the rest of the closure, so that the preview has live state.
///
/// ```swift
/// #Preview("Toggle") {
///     @Previewable @State var isOn = true
///     Toggle("Loud noises", isOn: $isOn)
/// }
/// ```
///
/// Anywhere else (a variable at file scope or in a type) it is an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")
