import Foundation
@testable import SwiftUI
import Testing
import TestSupport
import UniformTypeIdentifiers

@MainActor
@Suite("Drag and drop with Transferable values and item providers", .serialized)
struct DragAndDropBehaviourTests {
    /// A card held half a second, dragged to the Done column and released
    /// there moves to it. The column is targeted while the card is over it
    /// ("Drop here"), not after the drop, and the action hears the release
    /// point in the column's coordinates: the columns, 150 wide and 20
    /// apart, are centred in 340 points, so Done starts at x = 180 and
    /// (250, 200) is (70, 200) in it.
    @Test func aTransferableCardMovesToTheColumnItIsDroppedOn() throws {
        let host = ViewHost(BoardView(), size: CGSize(width: 340, height: 300))
        let write = try #require(host.find(text: "Write"))
        #expect(host.press(at: write.center))
        host.advance(by: 0.6)
        host.move(to: CGPoint(x: 200, y: 150))
        host.move(to: CGPoint(x: 250, y: 200))
        host.advance(by: 0.05)
        #expect(host.find(text: "Drop here") != nil)
        #expect(host.isDraggingItems)
        host.release(at: CGPoint(x: 250, y: 200))
        host.advance(by: 0.05)
        #expect(!host.isDraggingItems)
        #expect(host.find(text: "Done: Write") != nil)
        #expect(host.find(text: "Drop here") == nil && host.find(text: "Done") != nil)
        #expect(host.find(text: "Write") == nil)
        #expect(host.find(text: "at 70,200") != nil)
    }

    /// A press released before the lift delay, or a quick drag, drops
    /// nothing; a drop outside every destination is taken by none.
    @Test func aShortPressOrAMissDropsNothing() throws {
        let host = ViewHost(BoardView(), size: CGSize(width: 340, height: 300))
        let write = try #require(host.find(text: "Write"))
        #expect(host.drag(from: write.center, to: CGPoint(x: 250, y: 200)))
        host.advance(by: 0.1)
        #expect(host.find(text: "Done: Write") == nil)
        #expect(!host.dragAndDrop(from: write.center, to: CGPoint(x: 75, y: 280)))
        host.advance(by: 0.1)
        #expect(host.find(text: "Done: Write") == nil && !host.isDraggingItems)
        #expect(host.dragAndDrop(from: write.center, to: CGPoint(x: 250, y: 200)))
        host.advance(by: 0.1)
        #expect(host.find(text: "Done: Write") != nil)
    }

    /// Text dragged from an item provider is loaded by the drop's provider,
    /// on a task of its own, and reaches the view's state.
    @Test func textDroppedThroughProvidersIsLoaded() async throws {
        let host = ViewHost(TagDropView(), size: CGSize(width: 300, height: 300))
        let swift = try #require(host.find(text: "swift"))
        let target = try #require(host.find(text: "No tags"))
        #expect(host.dragAndDrop(from: swift.center, to: target.center))
        #expect(await yieldUntil(step: { host.advance(by: 0.05) }) { host.find(text: "Tags: swift") != nil })
    }

    /// A DropDelegate reorders rows as the drag enters each: dragging One
    /// down over Three makes the order Two, Three, One.
    @Test func aDropDelegateReordersRows() throws {
        let host = ViewHost(ReorderView(), size: CGSize(width: 200, height: 170))
        let one = try #require(host.find(text: "One"))
        #expect(host.dragAndDrop(from: one.center, to: CGPoint(x: 100, y: 125), duration: 0.5))
        host.advance(by: 0.1)
        let order = ["One", "Two", "Three"].sorted { host.find(text: $0)!.frame.minY < host.find(text: $1)!.frame.minY }
        #expect(order == ["Two", "Three", "One"])
        #expect(host.find(text: "dragging none") != nil)
    }

    /// Transferable values export and import through their representations:
    /// a card as JSON of its own type and as plain text (its proxy); text
    /// in UTF-8; a type that is not offered throws.
    @Test func representationsExportAndImport() async throws {
        let card = BoardCard(title: "Ship")
        #expect(BoardCard.exportedContentTypes == [.boardCard, .utf8PlainText])
        #expect(BoardCard.importedContentTypes == [.boardCard])
        let json = try await card.exported(as: .boardCard)
        #expect(try await BoardCard(importing: json, contentType: .boardCard) == card)
        #expect(String(decoding: try await card.exported(as: .plainText), as: UTF8.self) == "Ship")
        await #expect(throws: TransferError.unsupportedContentType(.png)) { try await card.exported(as: .png) }
        let provider = NSItemProvider(transferable: card)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        let text: String? = await withCheckedContinuation { done in
            provider.loadDataRepresentation(for: .utf8PlainText) { data, _ in done.resume(returning: data.map { String(decoding: $0, as: UTF8.self) }) }
        }
        #expect(text == "Ship")
        let missing: (any Error)? = await withCheckedContinuation { done in
            provider.loadDataRepresentation(for: .png) { _, error in done.resume(returning: error) }
        }
        #expect(missing != nil)
    }
}
