/// The kinds of safe area a view can ignore (``AnimationEngine/View/ignoresSafeArea(_:edges:)``).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area the container gives: on the host, its
    /// ``/AnimationEngine/ViewHost/safeAreaInsets`` (status bar, home indicator), and the
    /// insets that `safeAreaInset` and `safeAreaPadding` add.
    public static let container = SafeAreaRegions(rawValue: 1)

    /// The area a software keyboard covers. The headless host shows no
    /// keyboard, so this region is always empty.
    public static let keyboard = SafeAreaRegions(rawValue: 2)

    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
