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
        try Output.generatedSource(from: folder, to: output, missing: "no color or image sets in .xcassets catalogs under '\(folder)'") {
            AssetSymbols.source(forAssetsIn: $0)
        }
    }
}
