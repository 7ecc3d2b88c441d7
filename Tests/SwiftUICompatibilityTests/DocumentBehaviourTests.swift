import Foundation
@testable import SwiftUI
import Testing
import UniformTypeIdentifiers

@MainActor
@Suite("Documents, file importers and exporters")
struct DocumentBehaviourTests {
    /// A document group opens a new document, which its editor changes
    /// through the binding.
    @Test func aDocumentGroupOpensANewDocument() throws {
        let content = try #require(PlainTextApp().firstWindowContent)
        let host = ViewHost(AnyView(content), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Hello") != nil)
        #expect(try #require(host.find(text: "Append")).tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Hello!") != nil)
    }

    /// There is no file browser: an importer is cancelled at once (its
    /// cancellation handler runs, its binding turns back) and warns; an
    /// exporter too.
    @Test func importersAndExportersAreCancelled() throws {
        let content = try #require(PlainTextApp().firstWindowContent)
        let host = ViewHost(AnyView(content), size: CGSize(width: 390, height: 600))
        #expect(try #require(host.find(text: "Import")).tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Cancelled 1") != nil)
        #expect(try #require(host.find(text: "Import")).tap())
        host.advance(by: 0.1)
        #expect(host.find(text: "Cancelled 2") != nil)
        #expect(try #require(host.find(text: "Export")).tap())
        host.advance(by: 0.1)
        #expect(host.warnings.contains { $0.contains("fileImporter") } && host.warnings.contains { $0.contains("fileExporter") })
    }

    /// Documents read and write through file wrappers; a folder wrapper
    /// names its files and a file read from disk keeps its bytes.
    @Test func documentsReadAndWriteThroughFileWrappers() throws {
        let document = PlainTextFile(initialText: "Saved")
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .plainText))
        let read = try PlainTextFile(configuration: .init(contentType: .plainText, file: wrapper))
        #expect(read.text == "Saved")
        let folder = FileWrapper(directoryWithFileWrappers: [:])
        #expect(folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt") == "a.txt")
        #expect(folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt") == "2 a.txt")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: url) }
        try folder.write(to: url, originalContentsURL: nil)
        let back = try FileWrapper(url: url)
        #expect(back.isDirectory && back.fileWrappers?["2 a.txt"]?.regularFileContents == Data("b".utf8))
        #expect(throws: CocoaError.self) { try FileWrapper(url: url.appendingPathComponent("missing")) }
        #expect(throws: CocoaError.self) { try PlainTextFile(configuration: .init(contentType: .plainText, file: folder)) }
    }
}
