import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// Who may receive a representation, as CoreTransferable's
/// `TransferRepresentationVisibility`. This host has one process: every
/// visibility reaches it.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let name: String
    /// Any app.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// Apps of the same group.
    public static let group = TransferRepresentationVisibility(name: "group")
    /// This app only.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with some of its parts changed (a file name, a
/// condition), as the modifiers of ``TransferRepresentation`` make them.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// The base's item type.
    public typealias Item = Base.Item
    let parts: [TransferPart<Item>]

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { parts as! [TransferPart<T>] }
}

extension TransferRepresentation {
    /// Names the file a receiver saves the value's data under.
    ///
    /// - Parameter fileName: The name.
    /// - Returns: The representation.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(
            parts: parts().map { part in
                var part = part
                part.suggestedFileName = fileName
                return part
            })
    }

    /// Sends the value this way only when a condition holds; otherwise the
    /// next representation carries it.
    ///
    /// - Parameter condition: Whether a value goes this way.
    /// - Returns: The representation.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(
            parts: parts().map { part in
                var part = part
                let before = part.exportsWhen
                part.exportsWhen = { (before?($0) ?? true) && condition($0) }
                return part
            })
    }

    /// Says who may receive the value this way (this host's one process
    /// receives every visibility).
    ///
    /// - Parameter visibility: Who.
    /// - Returns: The representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(parts: parts())
    }
}
