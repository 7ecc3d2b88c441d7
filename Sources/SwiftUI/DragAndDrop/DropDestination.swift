import AnimationViews
import Foundation
import SwiftAnimation_CoreTransferable
import SwiftAnimation_UniformTypeIdentifiers

/// `dropDestination(for:action:isTargeted:)`: takes drags that bring
/// values of one transferable type.
@MainActor
final class TransferableDropHandler<T: Transferable>: DropTargetHandler {
    var action: ([T], CGPoint) -> Bool = { _, _ in false }
    var isTargeted: (Bool) -> Void = { _ in }

    func accepts(_ items: [Any]) -> Bool {
        let types = T.importedContentTypes
        return providers(items).contains { provider in
            provider.holds(T.self) || types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
        }
    }

    func dragEntered(_ items: [Any], at location: CGPoint) { isTargeted(true) }
    func dragMoved(_ items: [Any], to location: CGPoint) {}
    func dragExited(_ items: [Any], at location: CGPoint) { isTargeted(false) }

    /// Values the providers hold as they are reach the action at once; the
    /// others are imported first (the action then runs on the main actor
    /// when they are all loaded, as SwiftUI's runs after loading).
    func drop(_ items: [Any], at location: CGPoint) -> Bool {
        isTargeted(false)
        let providers = providers(items)
        let held = providers.compactMap { $0.held(T.self) }
        if held.count == providers.count { return action(held, location) }
        let action = self.action
        let loads = providers
        Task { @MainActor in
            var values: [T] = []
            for provider in loads {
                if let value = await provider.loadedTransferable(T.self) { values.append(value) }
            }
            _ = action(values, location)
        }
        return true
    }

    private func providers(_ items: [Any]) -> [NSItemProvider] { items.compactMap { $0 as? NSItemProvider } }
}

extension NSItemProvider {
    /// Whether the provider holds a value of type `T` as it is.
    func holds<T>(_ type: T.Type) -> Bool { held(type) != nil }

    /// The value of type `T` the provider holds as it is.
    func held<T>(_ type: T.Type) -> T? { heldValue(as: type) }

    /// A value loaded through the type's representations; nil when none
    /// loads.
    func loadedTransferable<T: Transferable>(_ type: T.Type) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<LoadedValue<T>, Never>) in
            _ = loadTransferable(type: T.self) { result in continuation.resume(returning: LoadedValue(try? result.get())) }
        }.value
    }
}

/// A loaded value on its way from the loading task to the drop's action.
private final class LoadedValue<T>: @unchecked Sendable {
    let value: T?
    init(_ value: T?) { self.value = value }
}

extension View {
    /// Takes drops of values of a transferable type: the view under the
    /// pointer at the release that takes the type gets them.
    ///
    /// - Parameters:
    ///   - payloadType: The type taken.
    ///   - action: Takes the values and the drop's location in the view;
    ///     returns whether the drop succeeded.
    ///   - isTargeted: Hears `true` when a drag of the type comes over the
    ///     view and `false` when it leaves or drops.
    /// - Returns: The view.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return dropTarget(make: { TransferableDropHandler<T>() }) { handler in
            handler.action = action
            handler.isTargeted = isTargeted
        }
    }
}
