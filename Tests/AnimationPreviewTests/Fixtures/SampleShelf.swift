import SwiftUI

final class Shelf: ObservableObject {
    @Published var books: [String] = []
}

struct ShelfList: View {
    @EnvironmentObject var shelf: Shelf
    var body: some View {
        VStack { ForEach(shelf.books, id: \.self) { Text($0) } }
    }
}

struct SampleShelf: PreviewModifier {
    static func makeSharedContext() async throws -> Shelf {
        let shelf = Shelf()
        shelf.books = ["Sample Book"]
        return shelf
    }

    func body(content: Content, context: Shelf) -> some View {
        content.environmentObject(context)
    }
}

#Preview(traits: .modifier(SampleShelf())) {
    ShelfList()
}
