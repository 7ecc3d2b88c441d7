import AnimationViews
import Foundation
import FoundationCompatibility
import SwiftAnimation_UniformTypeIdentifiers

/// A document a document-based app reads from and writes to a file, as
/// SwiftUI's `FileDocument`: a value type, read from a `FileWrapper`.
public protocol FileDocument {
    /// The types it opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as (those it opens, by default).
    static var writableContentTypes: [UTType] { get }

    /// Reads a document from a file.
    ///
    /// - Parameter configuration: The file and its type.
    /// - Throws: When the file is not such a document.
    init(configuration: ReadConfiguration) throws

    /// Writes the document as a file.
    ///
    /// - Parameter configuration: The type to write and the file there is.
    /// - Returns: The file.
    /// - Throws: When it cannot be written.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document reads.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types it opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration of a file of a type (to read a document in a test,
    /// or from a file of your own).
    ///
    /// - Parameters:
    ///   - contentType: The type.
    ///   - file: The file.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a ``FileDocument`` is written as.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file there is, if the document was saved before.
    public let existingFile: FileWrapper?

    /// A configuration to write a type.
    ///
    /// - Parameters:
    ///   - contentType: The type.
    ///   - existingFile: The file there is.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The document a ``DocumentGroup``'s editor shows: a binding to it, its
/// file, and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Its file, `nil` until it is saved.
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// A scene of documents, as SwiftUI's `DocumentGroup`.
///
/// There is no document browser on this host: an editor group opens one
/// new, untitled document (as tapping "+" in the browser does) whose
/// changes live while the app runs and are not saved; a viewer group has
/// no document to show and says so (and warns once).
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
    let newDocument: (@MainActor () -> Document)?
    let content: @MainActor (FileDocumentConfiguration<Document>) -> Content

    /// A group of documents that can be created and edited.
    ///
    /// - Parameters:
    ///   - newDocument: Makes a new document.
    ///   - editor: The editor of a document.
    public init(
        newDocument: @autoclosure @escaping @MainActor () -> Document,
        @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
    ) {
        self.newDocument = newDocument
        self.content = editor
    }

    /// A group of documents that can be viewed, not edited.
    ///
    /// - Parameters:
    ///   - documentType: The documents' type.
    ///   - viewer: The viewer of a document.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        self.newDocument = nil
        self.content = viewer
    }

    /// A window of the new document (or of no document, for a viewer).
    public var body: some Scene {
        WindowGroup {
            _DocumentWindow(newDocument: newDocument, content: content)
        }
    }
}

/// The window of a document group: a new document, kept in state.
struct _DocumentWindow<Document: FileDocument, Content: View>: View {
    let newDocument: (@MainActor () -> Document)?
    let content: @MainActor (FileDocumentConfiguration<Document>) -> Content
    @State private var document: Document?
    @Environment(\._warn) private var warn

    init(newDocument: (@MainActor () -> Document)?, content: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content) {
        self.newDocument = newDocument
        self.content = content
        _document = State(initialValue: newDocument?())
    }

    var body: some View {
        if let document {
            let binding = Binding<Document>(get: { document }, set: { self.document = $0 })
            content(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))
        } else {
            ContentUnavailableView("No Document", systemImage: "doc", description: Text("This host has no document browser to open one."))
                .onAppear { warn("DocumentGroup(viewing:): the headless host has no document browser; there is no document to view") }
        }
    }
}
