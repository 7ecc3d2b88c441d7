/// Platforms that can run a preview (``PreviewProvider/platform``).
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
