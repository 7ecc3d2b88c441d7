import Foundation
import SwiftUI

/// A library whose resources SwiftPM copies (its `resources:` line).
public enum ShelfKitCatalog {
    struct Book: Decodable {
        var title: String
    }

    /// The books of the bundled JSON file.
    public static func books() -> [String] {
        guard let url = Bundle.module.url(forResource: "books", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let books = try? JSONDecoder().decode([Book].self, from: data)
        else { return [] }
        return books.map(\.title)
    }

    /// An image of the library's own catalog.
    public static var spine: Image {
        Image("spine", bundle: .module)
    }
}
