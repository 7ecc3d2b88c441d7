import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an SVG document with a local name, as attribute
/// dictionaries; each one's text content under the key `text`.
///
/// - Parameters:
///   - name: The elements' local name (`text`, `rect`, `g`, …).
///   - svg: The document.
/// - Throws: When the document is not XML.
public func svgElements(_ name: String, in svg: String) throws -> [[String: String]] {
    let document = try XMLDocument(data: Data(svg.utf8))
    return try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { node in
        guard let element = node as? XMLElement else { return nil }
        var attributes: [String: String] = [:]
        for attribute in element.attributes ?? [] { attributes[attribute.name ?? ""] = attribute.stringValue }
        attributes["text"] = element.stringValue
        return attributes
    }
}
