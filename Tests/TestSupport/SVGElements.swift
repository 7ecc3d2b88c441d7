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
    try svgXMLElements(name, in: svg).map(svgAttributes)
}

/// The elements of an SVG document with a local name, as XML elements
/// (to read their groups too).
///
/// - Parameters:
///   - name: The elements' local name.
///   - svg: The document.
/// - Throws: When the document is not XML.
public func svgXMLElements(_ name: String, in svg: String) throws -> [XMLElement] {
    try XMLDocument(data: Data(svg.utf8)).nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
}

/// An element's attributes, and its text content under the key `text`.
///
/// - Parameter element: The element.
public func svgAttributes(_ element: XMLElement) -> [String: String] {
    var attributes: [String: String] = [:]
    for attribute in element.attributes ?? [] { attributes[attribute.name ?? ""] = attribute.stringValue }
    attributes["text"] = element.stringValue
    return attributes
}
