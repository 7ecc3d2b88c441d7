import AnimationPreview
import ArgumentParser
import Foundation

/// `animate model-classes`: the Swift classes Xcode generates for Core
/// Data and Core ML models, for a package built on Linux.
struct ModelClassesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model-classes",
        abstract: "Write the Swift classes Xcode generates for the Core Data (.xcdatamodeld) and Core ML (.mlmodel) models in a folder.",
        discussion: """
            Prints (or writes to --output) the classes and properties of the models' entities whose code \
            generation is "Class Definition" (and the properties of "Category/Extension" ones), and each \
            Core ML model's input, output and model classes, so that code using them compiles with \
            swift-animation's CoreData and CoreML. `animate preview` and the XcodeOnLinux plugin add them \
            themselves.
            """)

    @Argument(help: "A folder holding .xcdatamodeld, .mlmodel or .mlpackage models (at any depth).") var folder: String
    @Option(help: "The file to write (standard output by default).") var output: String?

    mutating func run() throws {
        try Output.generatedSource(
            from: folder, to: output, missing: "no .xcdatamodeld model with generated entities and no Core ML model under '\(folder)'"
        ) {
            let sources = [ManagedObjectModelSource.source(forModelsIn: $0), CoreMLModelSource.source(forModelsIn: $0)].compactMap { $0 }
            return sources.isEmpty ? nil : sources.joined(separator: "\n")
        }
    }
}
