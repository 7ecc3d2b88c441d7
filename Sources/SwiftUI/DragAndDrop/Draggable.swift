import AnimationViews
import Foundation
import SwiftAnimation_CoreTransferable

extension View {
    /// Lets the view be dragged and dropped elsewhere with a value: held
    /// for half a second, it lifts, and drops where the pointer is released
    /// on a view that takes the value's types (`ViewHost.dragAndDrop(from:to:duration:)`
    /// drives one). The value is made when the drag begins.
    ///
    /// - Parameter payload: The value.
    /// - Returns: The view.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        nonisolated(unsafe) let payload = payload
        return dragSource { [NSItemProvider(transferable: payload())] }
    }

    /// Lets the view be dragged with a value, showing `preview` under the
    /// pointer (this host draws no drag preview: the drag has no image).
    ///
    /// - Parameters:
    ///   - payload: The value.
    ///   - preview: The view iOS shows while dragging.
    /// - Returns: The view.
    nonisolated public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        nonisolated(unsafe) let payload = payload
        return dragSource { [NSItemProvider(transferable: payload())] }
    }

    /// Lets the view be dragged with the items of a provider, made when the
    /// drag begins.
    ///
    /// - Parameter data: Makes the provider.
    /// - Returns: The view.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        nonisolated(unsafe) let data = data
        return dragSource { [data()] }
    }

    /// Lets the view be dragged with the items of a provider, showing
    /// `preview` under the pointer (not drawn on this host).
    ///
    /// - Parameters:
    ///   - data: Makes the provider.
    ///   - preview: The view iOS shows while dragging.
    /// - Returns: The view.
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        nonisolated(unsafe) let data = data
        return dragSource { [data()] }
    }
}
