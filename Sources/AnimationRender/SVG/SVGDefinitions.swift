import Foundation

/// The `<defs>` of an SVG document being written: gradients, masks, clip
/// paths and filters, each with an id unique in the document (and in a page,
/// with a prefix per frame).
struct SVGDefinitions {
    /// The elements so far.
    private(set) var markup = ""
    private var count = 0
    private let prefix: String

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Adds a definition made from its new id; returns the id.
    mutating func add(_ make: (String) -> String) -> String {
        count += 1
        let id = "\(prefix)\(count)"
        markup += make(id) + "\n"
        return id
    }
}
