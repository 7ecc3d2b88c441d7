import AnimationCore
import Foundation

extension View {
    /// Marks the view as showing private data: where the environment's
    /// redaction reasons include `.privacy` (a widget on a locked screen),
    /// the view is drawn as `.placeholder` redaction draws it; elsewhere it
    /// is drawn as it is.
    ///
    /// - Parameter sensitive: Whether the view is sensitive.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive, reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }
}
