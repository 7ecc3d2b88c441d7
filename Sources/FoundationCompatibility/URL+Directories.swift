#if !canImport(Darwin)
import Foundation

extension URL {
    /// The current user's documents folder: what
    /// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)`
    /// gives first, as on Apple platforms (on Linux, `~/Documents`).
    public static var documentsDirectory: URL { directory(.documentDirectory) }

    /// The current user's caches folder (on Linux, `~/.cache`).
    public static var cachesDirectory: URL { directory(.cachesDirectory) }

    /// The current user's application support folder (on Linux,
    /// `~/.local/share`).
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

    /// The current user's downloads folder (on Linux, `~/Downloads`).
    public static var downloadsDirectory: URL { directory(.downloadsDirectory) }

    /// The current user's library folder (on Linux, `~/.local/share`, which
    /// Foundation gives for it).
    public static var libraryDirectory: URL { directory(.libraryDirectory) }

    /// The folder FileManager gives first for a kind, in the user's domain;
    /// the home folder where it gives none.
    private static func directory(_ kind: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: kind, in: .userDomainMask).first ?? homeDirectory
    }
}
#endif
