import SwiftUI
import UniformTypeIdentifiers

// A document-based app as Xcode's template writes it, with an importer and
// an exporter.

struct PlainTextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = ""

    init(initialText: String = "") {
        text = initialText
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

struct PlainTextEditor: View {
    @Binding var document: PlainTextFile
    @State private var importing = false
    @State private var exporting = false
    @State private var cancelled = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(document.text)
            Button("Append") { document.text += "!" }
            Button("Import") { importing = true }
            Button("Export") { exporting = true }
            Text("Cancelled \(cancelled)")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText], allowsMultipleSelection: false) { _ in
        } onCancellation: {
            cancelled += 1
        }
        .fileExporter(isPresented: $exporting, document: document, contentType: .plainText, defaultFilename: "Note") { _ in }
    }
}

struct PlainTextApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: PlainTextFile(initialText: "Hello")) { file in
            PlainTextEditor(document: file.$document)
        }
    }
}
