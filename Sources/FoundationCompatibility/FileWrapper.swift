#if !canImport(Darwin)
import Foundation

/// A file, a folder of files or a link, in memory, as Foundation's
/// `FileWrapper` on Apple's systems (Linux's Foundation lacks it): what a
/// `FileDocument` reads and writes.
open class FileWrapper: @unchecked Sendable {
    private enum Kind {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var kind: Kind
    /// The name the wrapper prefers in a folder.
    open var preferredFilename: String?
    /// The name it has in its folder, or was read from.
    open var filename: String?
    /// The file's attributes (kept as given).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file of some contents.
    ///
    /// - Parameter contents: The file's bytes.
    public init(regularFileWithContents contents: Data) {
        kind = .file(contents)
    }

    /// A folder of files, named by their keys.
    ///
    /// - Parameter childrenByPreferredName: The files.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
        }
        kind = .directory(childrenByPreferredName)
    }

    /// A symbolic link to a URL.
    ///
    /// - Parameter url: Where it points.
    public init(symbolicLinkWithDestinationURL url: URL) {
        kind = .link(url)
    }

    /// The file or folder at a URL, read at once.
    ///
    /// - Parameters:
    ///   - url: The file or folder.
    ///   - options: Reading options (all read at once here).
    /// - Throws: The file system's error when it cannot be read.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                let child = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                child.filename = name
                child.preferredFilename = name
                children[name] = child
            }
            kind = .directory(children)
        } else {
            kind = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// How a wrapper reads its files.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read at once (always, here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping (always, here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes its files.
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write atomically.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Update the wrappers' names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { if case .file = kind { true } else { false } }
    /// Whether it is a folder.
    open var isDirectory: Bool { if case .directory = kind { true } else { false } }
    /// Whether it is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = kind { true } else { false } }

    /// A regular file's contents; `nil` for a folder or a link.
    open var regularFileContents: Data? { if case .file(let data) = kind { data } else { nil } }

    /// A folder's files by name; `nil` for a file or a link.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = kind { children } else { nil } }

    /// A link's destination; `nil` for a file or a folder.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = kind { url } else { nil } }

    /// Adds a file to a folder under its preferred name (a number added
    /// when the name is taken); returns the name. Nothing is added to a
    /// file or a link, and the name is then empty.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else { return "" }
        let base = child.preferredFilename ?? "Untitled"
        var name = base, number = 2
        while children[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        child.filename = name
        children[name] = child
        kind = .directory(children)
        return name
    }

    /// Adds a regular file of some contents to a folder; returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a file from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = kind else { return }
        for (name, candidate) in children where candidate === child { children[name] = nil }
        kind = .directory(children)
    }

    /// Writes the file or folder to a URL.
    ///
    /// - Parameters:
    ///   - url: Where.
    ///   - options: How.
    ///   - originalContentsURL: Where it was read from (unused: everything
    ///     is written).
    /// - Throws: The file system's error.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch kind {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
