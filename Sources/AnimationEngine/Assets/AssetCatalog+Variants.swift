import AnimationCore
import Foundation

/// The variants of an image by scale and appearance, as an image set or a
/// folder's `@2x` and `@3x` files hold them, and the one a device loads.
extension AssetCatalog {
    /// One file of an image.
    struct Variant: Sendable {
        var asset: ImageAsset
        /// Whether it is for the dark appearance.
        var isDark: Bool
    }

    /// The variant of an image that a device of a scale and appearance
    /// loads: the dark variants in the dark appearance when the image has
    /// any (else the light ones), and among them the one of the smallest
    /// scale at least the display's, else the one of the highest scale (a
    /// set with 1x and 2x files draws its 2x file on a 3x screen).
    ///
    /// - Parameters:
    ///   - name: The name, as `Image(_:)` takes it.
    ///   - displayScale: Pixels per point of the screen; a scale that is
    ///     not a positive number counts as 1.
    ///   - colorScheme: The appearance.
    /// - Returns: The image, or `nil` when the catalog has none of that name.
    public func image(named name: String, displayScale: CGFloat, colorScheme: ColorScheme) -> ImageAsset? {
        guard let all = variants[name], !all.isEmpty else { return images[name] }
        let dark = all.filter(\.isDark), light = all.filter { !$0.isDark }
        let pool = colorScheme == .dark && !dark.isEmpty ? dark : light.isEmpty ? dark : light
        let scale = displayScale.isFinite && displayScale > 0 ? Double(displayScale) : 1
        let large = pool.filter { $0.asset.scale >= scale - 1e-9 }
        return (large.min { $0.asset.scale < $1.asset.scale } ?? pool.max { $0.asset.scale < $1.asset.scale })?.asset
    }

    /// Records an image's variants and its default one (light 1x, else
    /// light of the highest scale; dark only when it has no light one).
    mutating func addVariants(_ name: String, _ list: [Variant]) {
        guard variants[name] == nil, !list.isEmpty else { return }
        variants[name] = list
        let light = list.filter { !$0.isDark }
        let pool = light.isEmpty ? list : light
        images[name] = (pool.first { $0.asset.scale == 1 } ?? pool.max { $0.asset.scale < $1.asset.scale })?.asset
    }

    /// A file as a variant, or a problem when it is missing (named by its
    /// set and file) or its header is none of the formats read.
    mutating func makeVariant(_ name: String, file named: URL, scale: Double, isDark: Bool, preservesVectorData: Bool = true) -> Variant? {
        guard let file = Self.existingFile(named) else {
            let place = "\(named.deletingLastPathComponent().lastPathComponent)/\(named.lastPathComponent)"
            report("\(place): no such file (its Contents.json names it)", for: name)
            return nil
        }
        guard let data = try? Data(contentsOf: file), let info = ImageFileInfo(data: data, pathExtension: file.pathExtension) else {
            report("\(file.lastPathComponent): not a PNG, JPEG, WebP, HEIC, PDF or SVG image", for: name)
            return nil
        }
        let scale = info.format.isVector ? 1 : scale
        let asset = ImageAsset(
            name: name, file: file, format: info.format,
            size: CGSize(width: info.size.width / scale, height: info.size.height / scale), scale: scale,
            preservesVectorData: preservesVectorData)
        return Variant(asset: asset, isDark: isDark)
    }

    /// An image set: its files of the default and dark appearances, each at
    /// its scale (other appearances, such as high contrast, are not read).
    mutating func readImageSet(_ set: URL) {
        let name = Self.namespace(of: set) + set.deletingPathExtension().lastPathComponent
        guard let contents = Self.contents(set) else {
            report("\(set.lastPathComponent): no readable Contents.json", for: name)
            return
        }
        let properties = contents["properties"] as? [String: Any] ?? [:]
        let preserves = properties["preserves-vector-representation"] as? Bool ?? false
        let entries = (contents["images"] as? [[String: Any]] ?? [])
            .filter { $0["filename"] is String && (!Self.hasAppearance($0) || Self.isDark($0)) }
        guard !entries.isEmpty else {
            report("\(set.lastPathComponent): no image file", for: name)
            return
        }
        let list = entries.compactMap { entry -> Variant? in
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1
            let filename = entry["filename"] as? String ?? ""
            return makeVariant(
                name, file: set.appendingPathComponent(filename), scale: scale, isDark: Self.isDark(entry), preservesVectorData: preserves)
        }
        addVariants(name, list)
    }

    /// Records a problem of an image name.
    private mutating func report(_ problem: String, for name: String) {
        problems.append(problem)
        imageProblems[name, default: []].append(problem)
    }

    /// The file a set's Contents.json names, as the Mac's file system finds
    /// it for Xcode: the exact name, else the one file of the folder whose
    /// name differs only in case or in how accents are composed (APFS and
    /// HFS+ are case-insensitive by default and store decomposed accents;
    /// Linux file systems are neither). `nil` when the folder has none.
    static func existingFile(_ file: URL) -> URL? {
        if FileManager.default.fileExists(atPath: file.path) { return file }
        let folder = file.deletingLastPathComponent()
        // `String`'s `==` compares canonically equivalent forms as equal.
        let wanted = file.lastPathComponent.lowercased()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.lowercased() == wanted }.map { folder.appendingPathComponent($0) }
    }
}
