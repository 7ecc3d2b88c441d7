import AnimationPreview
import ArgumentParser
import Foundation

/// `animate model-classes`: the Swift classes Xcode generates for Core
/// Data models, for a package built on Linux.
struct ModelClassesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model-classes",
        abstract: "Write the Swift classes Xcode generates for the .xcdatamodeld Core Data models in a folder.",
        discussion: """
            Prints (or writes to --output) the classes and properties of the models' entities whose code \
            generation is "Class Definition" (and the properties of "Category/Extension" ones), so that \
            code using them compiles with swift-animation's CoreData. `animate preview` and the XcodeOnLinux \
            plugin add them themselves.
            """)

    @Argument(help: "A folder holding .xcdatamodeld models (at any depth).") var folder: String
    @Option(help: "The file to write (standard output by default).") var output: String?

    mutating func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw AnimateError("'\(folder)' is not a folder")
        }
        guard let source = ManagedObjectModelSource.source(forModelsIn: URL(fileURLWithPath: folder)) else {
            throw AnimateError("no .xcdatamodeld model with generated entities under '\(folder)'")
        }
        if let output {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(source, terminator: "")
        }
    }
}
