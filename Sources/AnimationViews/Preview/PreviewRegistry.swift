/// A preview the `#Preview` macro declares, as in SwiftUI: a type that
/// knows where the macro was written and makes the ``Preview``. The preview
/// runner finds every registry of a program at run time.
///
/// You don't conform to this protocol yourself; write `#Preview`.
public protocol PreviewRegistry {
    /// The file of the `#Preview`, as `#fileID` names it (`MyApp/ContentView.swift`).
    static var fileID: String { get }
    /// The file of the `#Preview`, as `#filePath` names it. This package's
    /// addition: the runner reports previews at the paths users gave.
    static var filePath: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }

    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}

extension PreviewRegistry {
    /// The `#fileID` of the preview, for registries that have no path.
    public static var filePath: String { fileID }
}
