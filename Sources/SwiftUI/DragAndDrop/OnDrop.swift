import AnimationViews
import Foundation
import SwiftAnimation_CoreTransferable
import SwiftAnimation_UniformTypeIdentifiers

/// `onDrop(of:...)`: takes drags that bring items of some content types,
/// through a closure or a ``DropDelegate``.
@MainActor
final class ProviderDropHandler: DropTargetHandler {
    var types: [UTType] = []
    var isTargeted: Binding<Bool>?
    var perform: (([NSItemProvider], CGPoint) -> Bool)?
    var delegate: (any DropDelegate)?
    private var proposal: DropProposal?

    private func info(_ items: [Any], _ location: CGPoint) -> DropInfo {
        DropInfo(location: location, providers: items.compactMap { $0 as? NSItemProvider })
    }

    func accepts(_ items: [Any]) -> Bool {
        let info = info(items, .zero)
        guard info.hasItemsConforming(to: types) else { return false }
        return delegate?.validateDrop(info: info) ?? true
    }

    func dragEntered(_ items: [Any], at location: CGPoint) {
        isTargeted?.wrappedValue = true
        delegate?.dropEntered(info: info(items, location))
        proposal = delegate?.dropUpdated(info: info(items, location))
    }

    func dragMoved(_ items: [Any], to location: CGPoint) {
        proposal = delegate?.dropUpdated(info: info(items, location))
    }

    func dragExited(_ items: [Any], at location: CGPoint) {
        isTargeted?.wrappedValue = false
        delegate?.dropExited(info: info(items, location))
    }

    /// A delegate whose last proposal was `.forbidden` or `.cancel` takes
    /// no drop (it hears `dropExited` instead).
    func drop(_ items: [Any], at location: CGPoint) -> Bool {
        isTargeted?.wrappedValue = false
        let info = info(items, location)
        if let delegate {
            defer { proposal = nil }
            if let operation = proposal?.operation, operation == .forbidden || operation == .cancel {
                delegate.dropExited(info: info)
                return false
            }
            return delegate.performDrop(info: info)
        }
        return perform?(info.itemProviders(for: types), location) ?? false
    }
}

extension View {
    /// Takes drops of items of some content types: `action` gets the
    /// providers of the items of those types.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types taken.
    ///   - isTargeted: Set to `true` while a drag of those types is over the
    ///     view.
    ///   - action: Takes the providers; returns whether the drop succeeded.
    /// - Returns: The view.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        nonisolated(unsafe) let action = action
        return onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items of some content types: `action` gets the
    /// providers and the drop's location in the view.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types taken.
    ///   - isTargeted: Set to `true` while a drag of those types is over the
    ///     view.
    ///   - action: Takes the providers and the location; returns whether
    ///     the drop succeeded.
    /// - Returns: The view.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return dropTarget(make: { ProviderDropHandler() }) { handler in
            handler.types = supportedContentTypes
            handler.isTargeted = isTargeted
            handler.perform = action
            handler.delegate = nil
        }
    }

    /// Takes drops of items of some content types through a delegate.
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types taken.
    ///   - delegate: Hears the drags and takes the drop.
    /// - Returns: The view.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View {
        nonisolated(unsafe) let delegate = delegate
        return dropTarget(make: { ProviderDropHandler() }) { handler in
            handler.types = supportedContentTypes
            handler.isTargeted = nil
            handler.perform = nil
            handler.delegate = delegate
        }
    }

    /// Takes drops of items of some type identifiers (the older form).
    ///
    /// - Parameters:
    ///   - supportedTypes: The type identifiers taken.
    ///   - isTargeted: Set to `true` while such a drag is over the view.
    ///   - action: Takes the providers; returns whether the drop succeeded.
    /// - Returns: The view.
    nonisolated public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.map { UTType($0) ?? UTType(importedAs: $0) }, isTargeted: isTargeted, perform: action)
    }

    /// Takes drops of items of some type identifiers through a delegate
    /// (the older form).
    ///
    /// - Parameters:
    ///   - supportedTypes: The type identifiers taken.
    ///   - delegate: Hears the drags and takes the drop.
    /// - Returns: The view.
    nonisolated public func onDrop(of supportedTypes: [String], delegate: some DropDelegate) -> some View {
        onDrop(of: supportedTypes.map { UTType($0) ?? UTType(importedAs: $0) }, delegate: delegate)
    }
}
