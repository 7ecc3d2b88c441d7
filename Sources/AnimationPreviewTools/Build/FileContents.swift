import Foundation

/// Reads files that may be empty. On Linux, `Data(contentsOf:)`,
/// `String(contentsOf:)` and `FileManager.contents(atPath:)` leak a 4 KB
/// buffer for each empty file they read (measured: 14 KB a preview a
/// server rendered, from its program's empty output files); an empty file
/// is not read here.
public enum FileContents {
    /// The file's bytes: empty for an empty file, `nil` when it cannot be
    /// read.
    ///
    /// - Parameter path: The file.
    public static func data(atPath path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        if (attributes[.size] as? NSNumber)?.intValue == 0 { return Data() }
        return FileManager.default.contents(atPath: path)
    }

    /// The file's text as UTF-8 (invalid bytes repaired), `nil` when it
    /// cannot be read.
    ///
    /// - Parameter path: The file.
    public static func text(atPath path: String) -> String? {
        data(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
