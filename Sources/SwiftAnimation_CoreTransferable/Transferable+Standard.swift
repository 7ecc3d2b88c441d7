import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// Text goes as UTF-8 plain text.
extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText) {
            Data($0.utf8)
        } importing: {
            String(decoding: $0, as: UTF8.self)
        }
    }
}

/// Data goes as itself.
extension Data: Transferable {
    /// Data.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data) {
            $0
        } importing: {
            $0
        }
    }
}

/// A URL goes as a URL, its absolute string in UTF-8.
extension URL: Transferable {
    /// A URL.
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url) {
            Data($0.absoluteString.utf8)
        } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
            return url
        }
    }
}

/// Attributed text goes as its characters, in UTF-8 plain text.
extension AttributedString: Transferable {
    /// Plain text.
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}
