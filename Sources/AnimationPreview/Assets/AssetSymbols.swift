import Foundation

/// The Swift symbols Xcode 15 generates for an asset catalog's colors and
/// images ("Generate Swift Asset Symbols", on by default), written for a
/// headless build: `ColorResource` and `ImageResource` statics, and the
/// `Color`, `ShapeStyle`, `Image`-free `UIColor` and `UIImage` extensions,
/// so that `Image(.avatar)`, `Color(.brandRed)`, `Color.brandRed`,
/// `.foregroundStyle(.brandRed)` and `UIImage(resource: .avatar)` compile.
///
/// Names follow Xcode's rules as published: the asset's name in lower camel
/// case (words split at spaces, `-`, `_` and `.`; a leading run of capitals
/// lowercased, as `URLIcon` becomes `urlIcon`), a `Color` suffix dropped
/// from a color's name and an `Image` suffix from an image's, `_` before a
/// leading digit, and a Swift keyword in backticks. A symbol that would
/// repeat one already made, or (for the `Color` and `UIColor` extensions)
/// name a system color such as `red`, is left out of those extensions, as
/// Xcode leaves it out.
public enum AssetSymbols {
    /// The symbol of an asset's name.
    ///
    /// - Parameters:
    ///   - name: The asset's name (its set's folder name).
    ///   - isColor: Whether it is a color (else an image).
    /// - Returns: The symbol, or `nil` for a name with no letters or digits.
    public static func symbol(for name: String, isColor: Bool) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        let suffix = isColor ? "Color" : "Image"
        if var last = words.last, last.hasSuffix(suffix), last.count > suffix.count || words.count > 1 {
            last.removeLast(suffix.count)
            if last.isEmpty { words.removeLast() } else { words[words.count - 1] = last }
        }
        guard !words.isEmpty else { return nil }
        var symbol = lowercasedStart(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// A word with its leading run of capitals lowercased (the last capital
    /// of a run followed by a lowercase letter starts the next word).
    private static func lowercasedStart(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        if end == 0 { return word }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try", "internal",
        "private", "public", "fileprivate", "open", "any", "some"
    ]

    /// Names `Color` and `UIColor` already have, which generated color
    /// extensions leave out.
    private static let systemColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white",
        "gray", "black", "clear", "primary", "secondary", "accentColor", "label", "link", "separator", "lightGray",
        "darkGray", "magenta", "tint", "accent"
    ]

    /// The names of the color sets and image sets of the `.xcassets`
    /// catalogs in a folder (at any depth), sorted: each set's name after
    /// those of the group folders that provide a namespace (a group's
    /// Contents.json says `"provides-namespace": true`), as Xcode names
    /// them: `Flags/France` for `Flags/France.imageset`, `France` when
    /// `Flags` is only a folder.
    ///
    /// - Parameter folder: The folder.
    /// - Returns: The colors' and the images' names.
    public static func assetNames(in folder: URL) -> (colors: [String], images: [String]) {
        let paths = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
        var colors = Set<String>(), images = Set<String>()
        for url in paths where url.pathComponents.dropLast().contains(where: { $0.hasSuffix(".xcassets") }) {
            let name = namespace(of: url) + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset": colors.insert(name)
            case "imageset": images.insert(name)
            default: break
            }
        }
        return (colors.sorted(), images.sorted())
    }

    /// The namespace of a set: each group folder between its catalog and
    /// it that provides one, followed by `/`.
    static func namespace(of set: URL) -> String {
        var groups: [URL] = []
        var folder = set.deletingLastPathComponent()
        while !folder.lastPathComponent.hasSuffix(".xcassets"), folder.pathComponents.count > 1 {
            groups.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return groups.reversed().filter(providesNamespace).map { $0.lastPathComponent + "/" }.joined()
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: group.appendingPathComponent("Contents.json").path), !data.isEmpty,
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The Swift file of the symbols of the catalogs in a folder; `nil` when
    /// the folder has no color or image sets.
    ///
    /// - Parameters:
    ///   - folder: The folder.
    ///   - bundle: The expression of the catalogs' bundle: `.main` for an
    ///     app's files, `.module` for a package target's (as Xcode's
    ///     generated file names `Bundle.module` there).
    /// - Returns: The file's text.
    public static func source(forAssetsIn folder: URL, bundle: String = ".main") -> String? {
        let (colors, images) = assetNames(in: folder)
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        func symbols(_ names: [String], isColor: Bool) -> [(symbol: String, name: String)] {
            var seen = Set<String>()
            return names.compactMap { name in
                guard let symbol = symbol(for: name, isColor: isColor), seen.insert(symbol).inserted else { return nil }
                return (symbol, name)
            }
        }
        func literal(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let colorSymbols = symbols(colors, isColor: true), imageSymbols = symbols(images, isColor: false)
        let extendable = colorSymbols.filter { !systemColorNames.contains($0.symbol) }
        var lines = [
            "// The asset catalog's symbols, as Xcode generates them (GeneratedAssetSymbols.swift).",
            "// Where Xcode generates them itself (Apple platforms), this file is empty.",
            "#if !canImport(DeveloperToolsSupport) && canImport(SwiftUI)",
            "import SwiftUI", ""
        ]
        lines.append("extension ColorResource {")
        lines += colorSymbols.map { "    static let \($0.symbol) = ColorResource(name: \(literal($0.name)), bundle: \(bundle))" }
        lines += ["}", "", "extension ImageResource {"]
        lines += imageSymbols.map { "    static let \($0.symbol) = ImageResource(name: \(literal($0.name)), bundle: \(bundle))" }
        lines += ["}", "", "extension Color {"]
        lines += extendable.map { "    static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" }
        lines += ["}", "", "extension ShapeStyle where Self == Color {"]
        lines += extendable.map { "    static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" }
        lines += ["}", "", "extension UIColor {"]
        lines += extendable.map { "    static var \($0.symbol): UIColor { UIColor(resource: ColorResource.\($0.symbol)) }" }
        lines += ["}", "", "extension UIImage {"]
        lines += imageSymbols.map { "    static var \($0.symbol): UIImage { UIImage(resource: ImageResource.\($0.symbol)) }" }
        lines += ["}", "#endif", ""]
        return lines.joined(separator: "\n")
    }
}
