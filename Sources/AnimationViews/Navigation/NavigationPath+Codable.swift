import Foundation

extension NavigationPath {
    /// A path's values in a form that encodes and decodes (to save where the
    /// user navigated and restore it on the next launch): each value's type
    /// name and its JSON.
    ///
    /// As in SwiftUI, it encodes as a flat list of strings: for each value
    /// from the last to the first, its type's name, then its JSON. A type is
    /// named by its mangled name, so a saved path decodes in the program
    /// that saved it (or one with the same types).
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// Each value's type name and JSON, first value first.
        var items: [Item]

        struct Item: Equatable, Sendable {
            var typeName: String
            var json: String
        }

        /// Reads the list of strings; an odd count is corrupted data.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` when the strings do not pair up.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var strings: [String] = []
            while !container.isAtEnd { strings.append(try container.decode(String.self)) }
            guard strings.count.isMultiple(of: 2) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a navigation path's strings come in pairs"))
            }
            items = stride(from: strings.count - 2, through: 0, by: -2).map { Item(typeName: strings[$0], json: strings[$0 + 1]) }
        }

        /// Writes the list of strings.
        ///
        /// - Parameter encoder: The encoder.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items.reversed() {
                try container.encode(item.typeName)
                try container.encode(item.json)
            }
        }

        init(items: [Item]) {
            self.items = items
        }
    }

    /// The path in a form that encodes, or `nil` when one of its values is
    /// not `Codable`. (A type private to a file or a function has no name the
    /// runtime finds again: a path of such values encodes but restores
    /// empty.)
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let value = element.base as? any Encodable, type(of: element.base) is any Decodable.Type,
                let name = _mangledTypeName(type(of: element.base)), let data = try? JSONEncoder().encode(value)
            else { return nil }
            items.append(CodableRepresentation.Item(typeName: name, json: String(decoding: data, as: UTF8.self)))
        }
        return CodableRepresentation(items: items)
    }

    /// A path decoded from its codable form. A value whose type this program
    /// does not have, or whose JSON does not decode, is left out, with the
    /// values after it (a path is only as good as its prefix).
    ///
    /// - Parameter codable: The path's codable form.
    public init(_ codable: CodableRepresentation) {
        self.init()
        for item in codable.items {
            guard let type = _typeByName(item.typeName) as? any (Decodable & Hashable).Type,
                let value = try? Self.decode(type, from: Data(item.json.utf8))
            else { break }
            elements.append(value)
        }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
        AnyHashable(try JSONDecoder().decode(T.self, from: data))
    }
}
