import AnimationCore

/// A type that produces view previews, as Xcode's canvas shows them; here
/// `animate preview` shows them.
///
/// ```swift
/// struct CircleImage_Previews: PreviewProvider {
///     static var previews: some View {
///         CircleImage()
///             .previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// As in SwiftUI, each view that `previews` lists (the views of a top-level
/// `Group` or builder block) is a preview of its own.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform to run the preview on; a hint that the headless host
    /// does not need (it has one platform), kept so that code compiles.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform hint, as in SwiftUI.
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}
