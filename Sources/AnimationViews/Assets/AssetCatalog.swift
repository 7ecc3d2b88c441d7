import AnimationCore
import Foundation

/// The images and colors of an assets folder: what `Image("name")` and
/// `Color("name")` draw in a headless host.
///
/// A folder holds image files and asset catalogs, at any depth:
/// - `name.png`, `name.jpg` (or `.jpeg`) and `name.svg`, with `@2x` and
///   `@3x` variants (`name@2x.png` is 2 pixels per point);
/// - `.xcassets` catalogs: an image set's file (the `1x` one when there is
///   one, else the one of highest scale; light appearance first), and a
///   color set's light and dark colors (sRGB, Display P3, extended and
///   linear sRGB, gray; components as Xcode writes them: `0.5`, `0x80` or
///   `128`). A folder of a catalog that provides a namespace (its
///   Contents.json's `provides-namespace`) puts its name before those of
///   the sets inside it: `Image("Flags/France")`.
///
/// An image's size in points is its pixel size over its scale (an SVG's
/// user units are points). Headless hosts have one scale; they do not pick
/// the variant of a device's scale as an app's bundle does. PDF images,
/// system-color references and files whose header is not a PNG, a JPEG or
/// an SVG are listed in ``problems`` and not drawn. Where two images have
/// the same name, the first by path wins.
public struct AssetCatalog: Sendable {
    /// The formats an asset image can have.
    public enum ImageFormat: String, Hashable, Sendable {
        /// A PNG file.
        case png
        /// A JPEG file.
        case jpeg
        /// An SVG document.
        case svg
    }

    /// An image of the catalog.
    public struct ImageAsset: Hashable, Sendable {
        /// The image's name.
        public var name: String
        /// The file it draws.
        public var file: URL
        /// The file's format.
        public var format: ImageFormat
        /// Its size in points: pixels over ``scale``.
        public var size: CGSize
        /// Pixels per point (1 for SVG).
        public var scale: Double
    }

    /// A color of the catalog, in its light and dark appearances.
    public struct ColorAsset: Hashable, Sendable {
        /// The color in the light appearance.
        public var light: Color.Resolved
        /// The color in the dark appearance (the light one when the set has
        /// none).
        public var dark: Color.Resolved
    }

    /// The images, by name.
    public private(set) var images: [String: ImageAsset] = [:]
    /// The colors, by name.
    public private(set) var colors: [String: ColorAsset] = [:]
    /// What could not be read, one sentence per file.
    public private(set) var problems: [String] = []

    /// An empty catalog.
    public init() {}

    /// Reads the images and colors of a folder.
    ///
    /// - Parameter folder: The folder.
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` when the folder does not
    ///   exist or is not a folder.
    public init(contentsOf folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let paths = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)?.allObjects as? [URL] ?? [])
            .sorted { $0.path < $1.path }
        var plain: [String: [(url: URL, scale: Double)]] = [:]
        for url in paths {
            let components = url.pathComponents
            let inCatalog = components.dropLast().contains { $0.hasSuffix(".imageset") || $0.hasSuffix(".colorset") }
            switch url.pathExtension.lowercased() {
            case "imageset": readImageSet(url)
            case "colorset": readColorSet(url)
            case "png", "jpg", "jpeg", "svg":
                guard !inCatalog else { continue }
                var base = url.deletingPathExtension().lastPathComponent
                var scale = 1.0
                if let at = base.range(of: "@", options: .backwards),
                    base[at.upperBound...].hasSuffix("x"), let factor = Double(base[at.upperBound...].dropLast()), factor > 0
                {
                    scale = factor
                    base = String(base[..<at.lowerBound])
                }
                plain[base, default: []].append((url, scale))
            case "pdf":
                guard !inCatalog else { continue }
                problems.append("\(url.lastPathComponent): PDF images are not drawn")
            default: break
            }
        }
        for (name, files) in plain.sorted(by: { $0.key < $1.key }) where images[name] == nil {
            let file = files.first { $0.scale == 1 } ?? files.max { $0.scale < $1.scale }!
            addImage(name, file: file.url, scale: file.scale)
        }
    }

    /// The image of a name, if the catalog has one.
    ///
    /// - Parameter name: The name, as `Image(_:)` takes it.
    /// - Returns: The image.
    public func image(named name: String) -> ImageAsset? {
        images[name]
    }

    private mutating func addImage(_ name: String, file: URL, scale: Double) {
        guard images[name] == nil else { return }
        guard let data = try? Data(contentsOf: file), let info = ImageFileInfo(data: data, pathExtension: file.pathExtension) else {
            problems.append("\(file.lastPathComponent): not a PNG, JPEG or SVG image")
            return
        }
        let scale = info.format == .svg ? 1 : scale
        images[name] = ImageAsset(
            name: name, file: file, format: info.format,
            size: CGSize(width: info.size.width / scale, height: info.size.height / scale), scale: scale)
    }

    static func contents(_ set: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether an entry is for the dark appearance.
    private static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
    }

    /// Whether an entry is for any appearance other than the default one.
    private static func hasAppearance(_ entry: [String: Any]) -> Bool {
        !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
    }

    private mutating func readImageSet(_ set: URL) {
        let name = Self.namespace(of: set) + set.deletingPathExtension().lastPathComponent
        guard let contents = Self.contents(set) else {
            problems.append("\(set.lastPathComponent): no readable Contents.json")
            return
        }
        let entries = (contents["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String }
        let candidates = entries.filter { !Self.hasAppearance($0) }.isEmpty ? entries : entries.filter { !Self.hasAppearance($0) }
        func scale(_ entry: [String: Any]) -> Double {
            (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
        }
        guard let chosen = candidates.first(where: { scale($0) == 1 }) ?? candidates.max(by: { scale($0) < scale($1) }),
            let filename = chosen["filename"] as? String
        else {
            problems.append("\(set.lastPathComponent): no image file")
            return
        }
        if filename.lowercased().hasSuffix(".pdf") {
            problems.append("\(set.lastPathComponent): PDF images are not drawn")
            return
        }
        addImage(name, file: set.appendingPathComponent(filename), scale: scale(chosen))
    }

    private mutating func readColorSet(_ set: URL) {
        let name = Self.namespace(of: set) + set.deletingPathExtension().lastPathComponent
        let entries = Self.contents(set)?["colors"] as? [[String: Any]] ?? []
        let light = entries.first { !Self.hasAppearance($0) }.flatMap(Self.color)
        let dark = entries.first(where: Self.isDark).flatMap(Self.color)
        // Xcode's AccentColor set starts without a color: nothing to report.
        if !entries.contains(where: { $0["color"] != nil }) { return }
        guard let light = light ?? dark else {
            problems.append("\(set.lastPathComponent): no color Xcode's formats describe")
            return
        }
        colors[name] = ColorAsset(light: light, dark: dark ?? light)
    }

    /// A color entry of a color set.
    private static func color(_ entry: [String: Any]) -> Color.Resolved? {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            let value: Double?
            if text.lowercased().hasPrefix("0x") {
                value = UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") {
                value = Double(text)
            } else {
                value = Double(text).map { $0 / 255 }
            }
            return value.flatMap { $0.isFinite ? $0 : nil }
        }
        let alpha = component("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        let environment = EnvironmentValues()
        if let white = component("white") {
            return Color(.sRGB, white: white, opacity: alpha).resolve(in: environment)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        let rgbSpace: Color.RGBColorSpace =
            switch space {
            case "display-p3": .displayP3
            case "extended-linear-srgb": .sRGBLinear
            default: .sRGB
            }
        return Color(rgbSpace, red: red, green: green, blue: blue, opacity: alpha).resolve(in: environment)
    }
}
