import AnimationViews
import Foundation
import SwiftAnimation_CoreTransferable
import SwiftAnimation_UniformTypeIdentifiers

/// What a drop would do with the items, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
    /// Cancel the drop.
    case cancel
    /// The drop is not allowed here.
    case forbidden
    /// Copy the items.
    case copy
    /// Move the items.
    case move
}

/// A drop target's answer to a drag over it, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable, Hashable {
    /// What the drop would do.
    public let operation: DropOperation

    /// Creates a proposal.
    ///
    /// - Parameter operation: What the drop would do.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// A drag over a drop target, as SwiftUI's `DropInfo`: where it is, in the
/// target's coordinates, and the items it brings.
public struct DropInfo: @unchecked Sendable {
    /// The pointer, in the drop target's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// Whether the drag brings an item of one of the types.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        providers.contains { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// Whether the drag brings an item of one of the type identifiers.
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        hasItemsConforming(to: typeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) })
    }

    /// The providers of the items of the types.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// The providers of the items of the type identifiers.
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        itemProviders(for: typeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) })
    }
}

/// What a drop target of your own does as drags come and go, as
/// SwiftUI's `DropDelegate` (for `onDrop(of:delegate:)`).
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop may happen (by default, whether the drag brings
    /// items of the types the target takes).
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; whether the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A drag came over the target.
    func dropEntered(info: DropInfo)
    /// The drag moved over the target; what a drop would do (nil: the
    /// default, a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the target.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Allowed: the target takes the drag's types already.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Nothing.
    public func dropEntered(info: DropInfo) {}
    /// The default proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Nothing.
    public func dropExited(info: DropInfo) {}
}
