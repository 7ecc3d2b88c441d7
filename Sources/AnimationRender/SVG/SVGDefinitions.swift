import Foundation

/// The `<defs>` of an SVG document being written: gradients, masks, clip
/// paths and filters, each with an id unique in the document (and in a page,
/// with a prefix per frame).
struct SVGDefinitions {
    /// The elements so far.
    private(set) var markup = ""
    private var count = 0
    private let prefix: String
    /// The ids of the asset images defined so far, by file.
    private var imageIDs: [URL: String] = [:]

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

    /// The id of an `<image>` definition of a file at a size, made once
    /// per document from the bytes and type `contents` gives; `nil` when
    /// it gives none.
    mutating func image(_ file: URL, size: CGSize, contents: () -> (data: Data, mimeType: String)?) -> String? {
        if let id = imageIDs[file] { return id }
        guard let (data, mimeType) = contents() else { return nil }
        let id = add { id in
            "<image id=\"\(id)\" width=\"\(SVGFormat.number(size.width))\" height=\"\(SVGFormat.number(size.height))\" "
                + "preserveAspectRatio=\"none\" href=\"data:\(mimeType);base64,\(data.base64EncodedString())\"/>"
        }
        imageIDs[file] = id
        return id
    }
}
