import AnimationCore
import Foundation

extension View {
    /// Sets the text size of the views inside.
    ///
    /// - Parameter size: The size.
    /// - Returns: The view.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size of the views inside within a range (`...large`,
    /// `.small ... .xxLarge`): a size outside becomes the nearest inside.
    ///
    /// - Parameter range: The sizes allowed (an empty range changes
    ///   nothing).
    /// - Returns: The view.
    nonisolated public func dynamicTypeSize<T: RangeExpression & Sendable>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            size = DynamicTypeSize.nearest(to: size, in: range)
        }
    }
}
