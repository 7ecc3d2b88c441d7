import AnimationPreview
import ArgumentParser
import Foundation

/// `animate asset-symbols`: the Swift symbols Xcode generates for asset
/// catalogs, for a package built on Linux.
struct AssetSymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asset-symbols",
        abstract: "Write the Swift asset symbols Xcode generates for the .xcassets catalogs in a folder.",
        discussion: """
            Prints (or writes to --output) GeneratedAssetSymbols.swift: ColorResource and ImageResource \
            statics and the Color, ShapeStyle, UIColor and UIImage extensions, so that Image(.avatar) and \
            Color(.brandRed) compile in a package built with swift-animation's SwiftUI. `animate preview` \
            adds them itself for its --assets folder.
            """)

    @Argument(help: "A folder holding .xcassets catalogs (at any depth).") var folder: String
    @Option(help: "The file to write (standard output by default).") var output: String?

    mutating func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw AnimateError("'\(folder)' is not a folder")
        }
        guard let source = AssetSymbols.source(forAssetsIn: URL(fileURLWithPath: folder)) else {
            throw AnimateError("no color or image sets in .xcassets catalogs under '\(folder)'")
        }
        if let output {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(source, terminator: "")
        }
    }
}
