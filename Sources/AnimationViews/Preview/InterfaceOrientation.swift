/// The orientation of the device a preview runs on
/// (``AnimationEngine/View/previewInterfaceOrientation(_:)``): landscape swaps the
/// device's width and height.
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
    /// The orientation's name, such as `portrait`.
    public let id: String

    /// Whether the long side of the device is horizontal.
    public var isLandscape: Bool { id.hasPrefix("landscape") }

    private init(_ id: String) { self.id = id }

    /// Portrait, the top of the device on top (the default).
    public static let portrait = InterfaceOrientation("portrait")
    /// Portrait, the top of the device at the bottom.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Landscape, the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Landscape, the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
