import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// A result builder that lists a type's representations, in order of
/// preference, as CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of one representation: the representation itself.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of 2 representations, tried in order.
    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(
        _ r0: R0, _ r1: R1
    ) -> TupleTransferRepresentation<Item, (R0, R1)> where R0.Item == Item, R1.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts()]
        return TupleTransferRepresentation(value: (r0, r1), parts: parts.flatMap { $0 })
    }

    /// A block of 3 representations, tried in order.
    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation>(
        _ r0: R0, _ r1: R1, _ r2: R2
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2)> where R0.Item == Item, R1.Item == Item, R2.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2), parts: parts.flatMap { $0 })
    }

    /// A block of 4 representations, tried in order.
    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation>(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3)> where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts(), r3.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2, r3), parts: parts.flatMap { $0 })
    }

    /// A block of 5 representations, tried in order.
    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts(), r3.parts(), r4.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2, r3, r4), parts: parts.flatMap { $0 })
    }

    /// A block of 6 representations, tried in order.
    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation,
        R5: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts(), r3.parts(), r4.parts(), r5.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2, r3, r4, r5), parts: parts.flatMap { $0 })
    }

    /// A block of 7 representations, tried in order.
    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation,
        R5: TransferRepresentation, R6: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5, R6)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts(), r3.parts(), r4.parts(), r5.parts(), r6.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2, r3, r4, r5, r6), parts: parts.flatMap { $0 })
    }

    /// A block of 8 representations, tried in order.
    public static func buildBlock<
        R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation,
        R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7
    ) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5, R6, R7)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item {
        let parts: [[TransferPart<Item>]] = [r0.parts(), r1.parts(), r2.parts(), r3.parts(), r4.parts(), r5.parts(), r6.parts(), r7.parts()]
        return TupleTransferRepresentation(value: (r0, r1, r2, r3, r4, r5, r6, r7), parts: parts.flatMap { $0 })
    }

    /// A block inside an availability check.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}

/// Several representations, as a ``TransferRepresentationBuilder`` block
/// makes them.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// The representations.
    nonisolated(unsafe) public let value: Value
    let parts: [TransferPart<Item>]

    init(value: Value, parts: [TransferPart<Item>]) {
        self.value = value
        self.parts = parts
    }

    /// Primitive representations have no body.
    public var body: NeverTransferRepresentation<Item> { NeverTransferRepresentation() }

    func transferParts<T>(as type: T.Type) -> [TransferPart<T>] { parts as! [TransferPart<T>] }
}
