import AnimationViews
import Foundation

/// Finds the preview registries `#Preview` declared in the running program,
/// as Xcode's preview agent does: by the types whose names the macro marks
/// (`…PreviewRegistry…`), among the program's (`RuntimeTypes`, ELF
/// platforms only). Elsewhere ``registries()`` finds none, and says so on
/// standard error.
enum PreviewDiscovery {
    /// Every preview registry of the program, ordered by file and line.
    static func registries() -> [any PreviewRegistry.Type] {
        #if !(os(Linux) || os(Android) || os(FreeBSD))
        FileHandle.standardError.write(Data("warning: #Preview blocks are found at run time on Linux only; none were found\n".utf8))
        #endif
        let found = RuntimeTypes.nongeneric(namesContaining: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
        return found.sorted { ($0.filePath, $0.line, $0.column) < ($1.filePath, $1.line, $1.column) }
    }
}
