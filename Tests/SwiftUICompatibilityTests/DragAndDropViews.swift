import SwiftUI
import UniformTypeIdentifiers

// Drag and drop as apps write it: a board whose cards are Transferable
// (Codable, with a type of their own), tags dropped as text through item
// providers, and rows reordered by a DropDelegate.

extension UTType {
    static let boardCard = UTType(exportedAs: "com.example.board-card")
}

struct BoardCard: Codable, Transferable, Identifiable, Equatable {
    var id = UUID()
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardCard)
        ProxyRepresentation(exporting: \.title)
    }
}

struct BoardView: View {
    @State var todo = [BoardCard(title: "Write"), BoardCard(title: "Test")]
    @State var done: [BoardCard] = []
    @State var doneIsTargeted = false
    @State var dropPoint: CGPoint = .zero

    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(spacing: 10) {
                ForEach(todo) { card in
                    Text(card.title).padding().draggable(card)
                }
                Spacer()
            }
            .frame(width: 150, height: 300)
            VStack(spacing: 10) {
                Text(doneIsTargeted ? "Drop here" : "Done")
                ForEach(done) { card in Text("Done: \(card.title)") }
                Spacer()
                Text("at \(Int(dropPoint.x)),\(Int(dropPoint.y))")
            }
            .frame(width: 150, height: 300)
            .dropDestination(for: BoardCard.self) { cards, location in
                done.append(contentsOf: cards)
                todo.removeAll { cards.contains($0) }
                dropPoint = location
                return true
            } isTargeted: { targeted in
                doneIsTargeted = targeted
            }
        }
        .frame(width: 340, height: 300)
    }
}

struct TagDropView: View {
    @State var tags: [String] = []
    @State var isTargeted = false

    var body: some View {
        VStack(spacing: 40) {
            Text("swift").padding()
                .onDrag { NSItemProvider(object: "swift" as NSString) }
            Text(isTargeted ? "Release" : tags.isEmpty ? "No tags" : "Tags: \(tags.joined(separator: ","))")
                .frame(width: 300, height: 100)
                .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { string, _ in
                            if let string {
                                DispatchQueue.main.async { tags.append(string) }
                            }
                        }
                    }
                    return true
                }
        }
        .frame(width: 300, height: 300)
    }
}

struct ReorderDelegate: DropDelegate {
    let item: String
    @Binding var items: [String]
    @Binding var dragging: String?

    func performDrop(info: DropInfo) -> Bool {
        dragging = nil
        return true
    }

    func dropEntered(info: DropInfo) {
        guard let dragging, dragging != item,
            let from = items.firstIndex(of: dragging), let to = items.firstIndex(of: item)
        else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }
}

struct ReorderView: View {
    @State var items = ["One", "Two", "Three"]
    @State var dragging: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .frame(width: 200, height: 50)
                    .onDrag {
                        dragging = item
                        return NSItemProvider(object: item as NSString)
                    }
                    .onDrop(of: [.text], delegate: ReorderDelegate(item: item, items: $items, dragging: $dragging))
            }
            Text("dragging \(dragging ?? "none")")
        }
        .frame(width: 200, height: 170)
    }
}
