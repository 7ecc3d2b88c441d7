import ShelfKit
import SwiftUI

struct ShelfView: View {
    @ObservedObject var model: ShelfModel

    var body: some View {
        VStack(spacing: 8) {
            Image(.cover)
            Image("apple")
            Image("Flags/France")
            Image(.flagsFrance)
            Color.moon.frame(width: 20, height: 20)
            ShelfKitCatalog.spine
            Text(model.reading ?? "nothing")
            Text("\(ShelfKitCatalog.books().count) in the catalog")
        }
    }
}

#Preview("Shelf") {
    ShelfView(model: ShelfModel())
}
