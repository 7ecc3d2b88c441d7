import AnimationCore
import Foundation

extension View {
    /// Runs an action when the view is pressed long enough, telling
    /// `pressing` when a press starts and stops: iOS 13's form of
    /// ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``,
    /// which Apple renamed it to (deprecated without a warning, so it warns
    /// nowhere); it behaves the same, and a call that fits both takes the
    /// newer.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must last; 0.5 s by default.
    ///   - maximumDistance: How far the pointer may move; 10 points.
    ///   - pressing: Told `true` when a press starts, `false` when it stops.
    ///   - action: What the long press does.
    /// - Returns: The view.
    @_disfavoredOverload
    @preconcurrency nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
