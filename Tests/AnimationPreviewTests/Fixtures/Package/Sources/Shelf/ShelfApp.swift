import SwiftUI

@main
struct ShelfApp: App {
    @StateObject private var model = ShelfModel()

    var body: some Scene {
        WindowGroup {
            ShelfView(model: model)
        }
    }
}
