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
        try Output.generatedSource(from: folder, to: output, missing: "no .xcdatamodeld model with generated entities under '\(folder)'") {
            ManagedObjectModelSource.source(forModelsIn: $0)
        }
    }
}
