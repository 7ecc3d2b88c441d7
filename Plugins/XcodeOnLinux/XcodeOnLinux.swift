import Foundation
import PackagePlugin

/// What Xcode gives a SwiftUI target on Apple platforms, for a target built
/// on Linux against swift-animation: one line in the target's manifest,
/// `plugins: [.plugin(name: "XcodeOnLinux", package: "swift-animation")]`.
///
/// It writes Swift files into the target's build (nothing is built to do
/// it, and nothing changes on Apple platforms, where each file is empty):
/// - **Foundation brings Combine.** Apple's Foundation makes Combine's
///   names visible to a file that imports only Foundation (a model with
///   `ObservableObject` and `@Published`); here, type aliases of the
///   target's module do, for the names such files use and the target does
///   not declare itself.
/// - **Asset symbols.** Xcode's generated symbols of the target's asset
///   catalogs (`Image(.avatar)`, `Color.brand`, `UIImage(resource:)`), from
///   the target's bundle.
/// - **Core Data classes.** The classes and properties Xcode generates for
///   the entities of the target's `.xcdatamodeld` models
///   (`ManagedObjectModelSource`).
/// - **`Bundle.module`** for a target whose asset catalog SwiftPM on Linux
///   does not copy (no `resources:` line: Xcode processes catalogs itself):
///   the target's folder, and a registration that lets `Image("name")` find
///   an app target's catalog.
@main
struct XcodeOnLinux: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget, module.kind != .test else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let folder = module.directoryURL
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let declared = DeclaredNames(in: sources)
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        let catalogs = AssetSymbols.assetNames(in: folder)
        let hasCatalogs = !catalogs.colors.isEmpty || !catalogs.images.isEmpty

        var support = GeneratedSupport(target: module.name)
        support.addCombineAliases(skipping: declared)
        if hasCatalogs, !hasResources, !declared.contains("module") {
            support.addModuleBundle(folder: folder.path)
        }
        try write(support.text, to: output.appendingPathComponent("XcodeOnLinux+\(module.name).swift"))
        let symbols = hasCatalogs ? AssetSymbols.source(forAssetsIn: folder, bundle: ".module") : nil
        try write(
            symbols ?? "// No color or image sets in this target's asset catalogs.\n",
            to: output.appendingPathComponent("GeneratedAssetSymbols+\(module.name).swift"))
        // Xcode (and SwiftPM on Apple platforms) generate a model's classes
        // themselves: only Linux builds these.
        let model = ManagedObjectModelSource.source(forModelsIn: folder).map { "#if os(Linux)\n" + $0 + "#endif\n" }
        try write(
            model ?? "// No Core Data model with generated classes in this target.\n",
            to: output.appendingPathComponent("GeneratedCoreDataModel+\(module.name).swift"))

        // The files are written now; the command only tells SwiftPM where
        // they are (it compiles what the folder holds once the command ran).
        return [
            .prebuildCommand(
                displayName: "XcodeOnLinux: Combine's names, asset symbols, Core Data classes and Bundle.module for \(module.name)",
                executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["true"], outputFilesDirectory: output)
        ]
    }

    /// Writes a file when its text changed (so that nothing recompiles
    /// otherwise).
    private func write(_ text: String, to url: URL) throws {
        if let old = FileManager.default.contents(atPath: url.path), old == Data(text.utf8) { return }
        try Data(text.utf8).write(to: url)
    }
}

/// The names a target's files declare at the top level (types, type
/// aliases, protocols), and whether one declares `Bundle.module`: the
/// generated code declares none of them.
struct DeclaredNames {
    private var names: Set<String> = []

    init(in files: [URL]) {
        let declaration = try? NSRegularExpression(
            pattern:
                #"(?m)^\s*(?:(?:public|internal|private|fileprivate|package|final|open|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        )
        let moduleBundle = try? NSRegularExpression(pattern: #"(?m)static\s+(?:let|var)\s+module\s*:\s*(?:Foundation\.)?Bundle"#)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration?.matches(in: text, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
            }
            if moduleBundle?.firstMatch(in: text, range: range) != nil { names.insert("module") }
        }
    }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }
}

/// The text of the generated support file.
struct GeneratedSupport {
    /// Combine's names a file that imports only Foundation may use: its
    /// concrete types and `ObservableObject` (a protocol without primary
    /// associated types). Protocols that take type arguments (`Publisher`,
    /// `Subject`) are not aliased: an alias would hide their arguments from
    /// the target's files that import Combine.
    static let combineNames: [(name: String, generics: String)] = [
        ("ObservableObject", ""), ("ObservableObjectPublisher", ""), ("Published", "<Value>"), ("AnyCancellable", ""),
        ("Cancellable", ""), ("PassthroughSubject", "<Output, Failure: Error>"), ("CurrentValueSubject", "<Output, Failure: Error>"),
        ("AnyPublisher", "<Output, Failure: Error>"), ("Just", "<Output>"), ("Future", "<Output, Failure: Error>"),
        ("Deferred", "<DeferredPublisher: Combine.Publisher>"), ("Publishers", ""), ("Subscribers", "")
    ]

    let target: String
    private var lines: [String] = []

    init(target: String) {
        self.target = target
    }

    mutating func addCombineAliases(skipping declared: DeclaredNames) {
        let names = Self.combineNames.filter { !declared.contains($0.name) }
        guard !names.isEmpty else { return }
        lines += [
            "// Foundation brings Combine: on Apple platforms a file that imports only",
            "// Foundation sees Combine's names; these aliases let it here.",
            "#if canImport(Combine)",
            "import Combine"
        ]
        for (name, generics) in names {
            let arguments =
                generics.isEmpty
                ? ""
                : "<"
                    + generics.dropFirst().dropLast().split(separator: ",").map {
                        String($0.split(separator: ":")[0]).trimmingCharacters(in: .whitespaces)
                    }.joined(separator: ", ") + ">"
            lines.append("typealias \(name)\(generics) = Combine.\(name)\(arguments)")
        }
        lines += ["#endif", ""]
    }

    mutating func addModuleBundle(folder: String) {
        let literal = "\"" + folder.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let registration = "_AssetFolder_" + target.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        lines += [
            "// Bundle.module: the target's asset catalogs are not resources SwiftPM",
            "// copies on Linux; its bundle is the target's folder, where they are.",
            "import Foundation",
            "",
            "extension Foundation.Bundle {",
            "    static let module: Bundle = Bundle(path: \(literal)) ?? .main",
            "}",
            "",
            "#if canImport(SwiftUI)",
            "import SwiftUI",
            "",
            "/// The target's catalogs, for `Image(\"name\")`: found when the program starts.",
            "enum \(registration): _AssetFolderRegistration {",
            "    static var folder: String { \(literal) }",
            "}",
            "#endif",
            ""
        ]
    }

    var text: String {
        let body = lines.isEmpty ? ["// Nothing to add for this target."] : lines
        return (["// Generated by swift-animation's XcodeOnLinux plugin for the target \(target).", "#if os(Linux)"] + body + ["#endif", ""])
            .joined(separator: "\n")
    }
}
