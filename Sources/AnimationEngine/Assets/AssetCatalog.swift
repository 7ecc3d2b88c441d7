import AnimationCore
import Foundation

/// The images and colors of an assets folder: what `Image("name")` and
/// `Color("name")` draw in a headless host.
///
/// A folder holds image files and asset catalogs, at any depth:
/// - `name.png`, `name.jpg` (or `.jpeg`), `name.webp`, `name.heic` (or
///   `.heif`), `name.svg` and `name.pdf`, with `@2x` and `@3x` variants
///   (`name@2x.png` is 2 pixels per point);
/// - `.xcassets` catalogs: an image set's files by scale and appearance
///   (light and dark), and a color set's light and dark colors (sRGB,
///   Display P3, extended and linear sRGB, gray; components as Xcode
///   writes them: `0.5`, `0x80` or `128`). A folder of a catalog that
///   provides a namespace (its Contents.json's `provides-namespace`) puts
///   its name before those of the sets inside it: `Image("Flags/France")`.
///   A file a set's Contents.json names is found as a Mac's file system
///   finds it for Xcode: in any case, accents composed or not.
///
/// A file's format is read from its bytes, whatever its extension says, as
/// iOS decodes (an SVG is known by its extension). An image's size in
/// points is its pixel size over its scale (an SVG's user units and a
/// PDF's page are points). ``image(named:displayScale:colorScheme:)``
/// picks the variant a device of that scale and appearance loads, as an
/// app's bundle does; ``image(named:)`` is the light 1x one (else the
/// light one of highest scale). System-color references and files that are
/// none of these formats are listed in ``problems`` and not drawn; a host
/// reports an image's problems when a view asks for it
/// (``imageProblems``). Where
/// two images have the same name, the first by path wins.
public struct AssetCatalog: Sendable {
    /// The formats an asset image can have.
    public enum ImageFormat: String, Hashable, Sendable {
        /// A PNG file.
        case png
        /// A JPEG file.
        case jpeg
        /// A WebP file (lossy, lossless or extended).
        case webp
        /// A HEIF file of HEVC-coded images (HEIC).
        case heic
        /// An SVG document.
        case svg
        /// A PDF document (its first page).
        case pdf

        /// Whether the format is vectors (SVG and PDF), whose sizes are
        /// points at any scale.
        public var isVector: Bool { self == .svg || self == .pdf }
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
        /// Pixels per point (1 for SVG and PDF).
        public var scale: Double
        /// Whether a vector image is drawn as vectors at any size: Xcode's
        /// "Preserve Vector Data" (an image set's
        /// `preserves-vector-representation`). Without it a vector image
        /// is drawn as the bitmap Xcode makes of it at its own size (at the
        /// drawing's scale), stretched to its frame. Files outside an image
        /// set, and run-time images, preserve their vectors.
        public var preservesVectorData: Bool = true
    }

    /// A color of the catalog, in its light and dark appearances, and with
    /// high contrast when the set has those (Xcode's "High Contrast"
    /// appearance).
    public struct ColorAsset: Hashable, Sendable {
        /// The color in the light appearance.
        public var light: Color.Resolved
        /// The color in the dark appearance (the light one when the set has
        /// none).
        public var dark: Color.Resolved
        /// The color in the light appearance with high contrast, if the set
        /// has one.
        public var increasedContrastLight: Color.Resolved? = nil
        /// The color in the dark appearance with high contrast, if the set
        /// has one.
        public var increasedContrastDark: Color.Resolved? = nil

        /// A color of its light and dark values, and its high-contrast ones
        /// if any.
        ///
        /// - Parameters:
        ///   - light: The light appearance's.
        ///   - dark: The dark appearance's.
        ///   - increasedContrastLight: The light appearance's with high contrast.
        ///   - increasedContrastDark: The dark appearance's with high contrast.
        public init(
            light: Color.Resolved, dark: Color.Resolved, increasedContrastLight: Color.Resolved? = nil,
            increasedContrastDark: Color.Resolved? = nil
        ) {
            self.light = light
            self.dark = dark
            self.increasedContrastLight = increasedContrastLight
            self.increasedContrastDark = increasedContrastDark
        }

        /// The color in an appearance and contrast, as an app's catalog
        /// resolves it: with increased contrast, the set's high-contrast
        /// value of the appearance, else (a set without one) its value of
        /// the appearance.
        ///
        /// - Parameters:
        ///   - scheme: The appearance.
        ///   - contrast: The contrast.
        /// - Returns: The components.
        public func resolved(_ scheme: ColorScheme, contrast: ColorSchemeContrast) -> Color.Resolved {
            let dark = scheme == .dark
            if contrast == .increased, let high = dark ? increasedContrastDark : increasedContrastLight { return high }
            return dark ? self.dark : light
        }
    }

    /// The images, by name: each name's light 1x variant (else its light
    /// variant of highest scale).
    public internal(set) var images: [String: ImageAsset] = [:]
    /// Every variant of each image, by name.
    var variants: [String: [Variant]] = [:]
    /// The colors, by name.
    public private(set) var colors: [String: ColorAsset] = [:]
    /// What could not be read, one sentence per file.
    public internal(set) var problems: [String] = []
    /// The problems of each image name (its set's, or its loose files'),
    /// among ``problems``: a host reports them when a view asks for that
    /// name, as an app says nothing at run time of a set no view loads (an
    /// unused complication set without a file, a set whose 3x file is
    /// missing).
    public internal(set) var imageProblems: [String: [String]] = [:]

    /// The problems that belong to no image name (color sets, which Xcode's
    /// asset compiler reports when it builds the app), which a host reports
    /// when it reads the folder.
    public var catalogProblems: [String] {
        let ofImages = Set(imageProblems.values.joined())
        return problems.filter { !ofImages.contains($0) }
    }

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
            case "png", "jpg", "jpeg", "webp", "heic", "heif", "svg", "pdf":
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
            default: break
            }
        }
        for (name, files) in plain.sorted(by: { $0.key < $1.key }) where variants[name] == nil {
            addVariants(name, files.compactMap { makeVariant(name, file: $0.url, scale: $0.scale, isDark: false) })
        }
    }

    /// The image of a name, if the catalog has one.
    ///
    /// - Parameter name: The name, as `Image(_:)` takes it.
    /// - Returns: The image.
    public func image(named name: String) -> ImageAsset? {
        images[name]
    }

    /// A set's `Contents.json` as a JSON object; `nil` when it is missing,
    /// empty or not a JSON object.
    static func contents(_ set: URL) -> [String: Any]? {
        let file = set.appendingPathComponent("Contents.json")
        // An empty file is not JSON, and reading one with `Data(contentsOf:)`
        // leaks its 4 KB buffer on Linux (found by the fuzz target).
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0, let data = try? Data(contentsOf: file) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether an entry is for the dark appearance.
    static func isDark(_ entry: [String: Any]) -> Bool {
        has(entry, "luminosity", "dark")
    }

    /// Whether an entry names an appearance of a value (`"contrast"`,
    /// `"high"`).
    static func has(_ entry: [String: Any], _ appearance: String, _ value: String) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { ($0["appearance"] as? String) == appearance && ($0["value"] as? String) == value }
    }

    /// Whether an entry is for any appearance other than the default one.
    static func hasAppearance(_ entry: [String: Any]) -> Bool {
        !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
    }

    private mutating func readColorSet(_ set: URL) {
        let name = Self.namespace(of: set) + set.deletingPathExtension().lastPathComponent
        guard let contents = Self.contents(set) else {
            problems.append("\(set.lastPathComponent): no readable Contents.json")
            return
        }
        let entries = contents["colors"] as? [[String: Any]] ?? []
        let high = { (entry: [String: Any]) in Self.has(entry, "contrast", "high") }
        let light = entries.first { !Self.hasAppearance($0) }.flatMap(Self.color)
        let dark = entries.first { Self.isDark($0) && !high($0) }.flatMap(Self.color)
        // Xcode's "High Contrast" entries: the contrast alone is the light
        // (any) appearance's; with the dark luminosity, the dark one's. A
        // set with a dark value and no high-contrast dark one keeps its
        // dark value in the dark appearance (a choice: Apple does not
        // document the match); one without a dark value uses the light
        // high-contrast value, as it uses the light value.
        let highLight = entries.first { high($0) && ($0["appearances"] as? [Any])?.count == 1 }.flatMap(Self.color)
        let highDark = entries.first { high($0) && Self.isDark($0) }.flatMap(Self.color)
        // Xcode's AccentColor set starts without a color: nothing to report.
        if !entries.contains(where: { $0["color"] != nil }) { return }
        guard let light = light ?? dark else {
            problems.append("\(set.lastPathComponent): no color Xcode's formats describe")
            return
        }
        colors[name] = ColorAsset(
            light: light, dark: dark ?? light, increasedContrastLight: highLight, increasedContrastDark: highDark ?? (dark == nil ? highLight : nil))
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
