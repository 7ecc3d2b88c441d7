import AnimationCore
import Foundation

extension View {
    /// Puts views at the leading and trailing ends of the navigation bar,
    /// the iOS 13 way (deprecated in SwiftUI): the same as toolbar items
    /// placed `.navigationBarLeading` and `.navigationBarTrailing`.
    ///
    /// - Parameters:
    ///   - leading: The view at the leading end.
    ///   - trailing: The view at the trailing end.
    /// - Returns: The view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts a view at the leading end of the navigation bar (deprecated in
    /// SwiftUI).
    ///
    /// - Parameter leading: The view.
    /// - Returns: The view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts a view at the trailing end of the navigation bar (deprecated in
    /// SwiftUI).
    ///
    /// - Parameter trailing: The view.
    /// - Returns: The view.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
