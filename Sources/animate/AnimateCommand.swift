import ArgumentParser

/// `animate`: see SwiftUI's animations, headless.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render, plot and explore SwiftUI animations, headless.",
        subcommands: [
            DemoCommand.self, PreviewCommand.self, PreviewsCommand.self, DescribeCommand.self, MCPCommand.self, ToolCommand.self, PlotCommand.self,
            SpringCommand.self,
            RenderCommand.self,
            AssetSymbolsCommand.self, ModelClassesCommand.self
        ])
}
