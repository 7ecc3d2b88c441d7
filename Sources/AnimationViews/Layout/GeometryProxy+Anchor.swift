import AnimationCore
import Foundation

extension GeometryProxy {
    /// An anchor's value in the reader's coordinates.
    ///
    /// - Parameter anchor: The anchor.
    /// - Returns: Its value.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(from: globalFrame.origin)
    }
}
