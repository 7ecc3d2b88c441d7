import AnimationCore
import Foundation

/// A view that displays an image: a file of the host's assets folder, or a
/// system symbol.
///
/// - `Image("name")` draws the image of that name in the host's
///   ``/AnimationEngine/AssetCatalog`` (`ViewHost(_:size:frameRate:assets:)`, or
///   `animate preview --assets`) at its size in points. An image the
///   catalog does not have draws a labeled placeholder of
///   ``placeholderSize``, and the host warns once per name.
/// - `Image(systemName:)` draws, for about 420 of the most used SF Symbol
///   names, the Material icon that shows the same thing (see the
///   differences article); any other name is a labeled placeholder, and
///   the host warns once. Either is a square as high as the font's line
///   (see ``Font``) times the image scale (small 0.8, medium 1, large 1.25;
///   SwiftUI does not document symbol sizes), filled with the foreground
///   style as SwiftUI draws a monochrome symbol.
/// - A ``resizable(capInsets:resizingMode:)`` image takes the size it is
///   offered: stretched, or tiled at its own size, and with cap insets its
///   edges keep their size (nine slices).
/// - ``renderingMode(_:)`` `.template` fills the image's opaque pixels with
///   the foreground style (symbols are templates unless `.original` or
///   ``SymbolRenderingMode/multicolor``).
/// - ``interpolation(_:)`` picks the filter a scaled image is drawn with
///   (`.none`: nearest pixel).
public struct Image: Equatable, Sendable {
    /// The image's name (`systemName` images are prefixed with `system:`).
    public internal(set) var name: String
    /// The folder of the bundle a named image comes from (`nil`: the main
    /// bundle's; see `AssetBundles`).
    var bundlePath: String?
    /// Whether the image takes the size it is offered.
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.medium
    var isAntialiased = true
    var templateMode: TemplateRenderingMode?
    var symbolMode: SymbolRenderingMode?

    /// The size of a named image that is not in the assets and not
    /// resizable, in points.
    public static let placeholderSize = CGSize(width: 64, height: 64)

    /// Creates an image from a named resource.
    ///
    /// The image is looked up in the host's assets folder, then in the
    /// bundle's asset catalogs (the main bundle's when `nil`; see
    /// `AssetBundles`).
    ///
    /// - Parameters:
    ///   - name: The image's name in the asset catalog.
    ///   - bundle: The bundle of the catalog; the main bundle when `nil`.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name, bundlePath: bundle?.bundleURL.path)
    }

    /// An image of a bundle's catalog, by the bundle's folder (`nil`: the
    /// main bundle's).
    nonisolated package init(_ name: String, bundlePath: String?) {
        self.name = name
        self.bundlePath = bundlePath
    }

    /// Creates an image from a named resource, with a label for
    /// accessibility (a headless host reads no labels).
    ///
    /// - Parameters:
    ///   - name: The image's name in the asset catalog.
    ///   - bundle: The bundle of the catalog; the main bundle when `nil`.
    ///   - label: The label.
    nonisolated public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// Creates an image that accessibility ignores.
    ///
    /// - Parameters:
    ///   - name: The image's name in the asset catalog.
    ///   - bundle: The bundle of the catalog; the main bundle when `nil`.
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    nonisolated public init(systemName: String) {
        self.name = "system:" + systemName
    }

    /// The image made to take the size it is offered.
    ///
    /// - Parameters:
    ///   - capInsets: Edges that keep their size when the image is resized;
    ///     the middle stretches or tiles.
    ///   - resizingMode: Stretch or tile.
    /// - Returns: The resizable image.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The image drawn with a filter when scaled.
    ///
    /// - Parameter interpolation: `.none` draws the nearest pixel; the
    ///   others smooth (low: bilinear, medium and high: better filters).
    /// - Returns: The image.
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// The image drawn with or without antialiasing when scaled.
    ///
    /// - Parameter isAntialiased: Whether to smooth; `false` draws the
    ///   nearest pixel, as `interpolation(.none)`.
    /// - Returns: The image.
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// The image drawn in its own colors or as a template.
    ///
    /// - Parameter renderingMode: `.template` fills the image's opaque
    ///   pixels with the foreground style; `.original` draws its colors;
    ///   `nil` is the default (templates for symbols, originals for assets).
    /// - Returns: The image.
    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateMode = renderingMode
        return image
    }

    /// The mode a symbol image is drawn in.
    ///
    /// - Parameter mode: The mode; `nil` takes the environment's.
    /// - Returns: The image.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolMode = mode
        return image
    }

    /// How a resizable image fills its space: tiled or stretched (the
    /// display list's type, which renderers read).
    public typealias ResizingMode = DisplayList.ImageContent.ResizingMode

    /// The filter a scaled image is drawn with (the display list's type).
    public typealias Interpolation = DisplayList.ImageContent.Interpolation

    /// Whether an image draws its colors or a template of its shape.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's opaque pixels, filled with the foreground style.
        case template
        /// The image's own colors.
        case original
    }

    /// Whether the image is a system symbol.
    var isSymbol: Bool { name.hasPrefix("system:") }
}

/// How a symbol image is colored.
///
/// Headless symbols are one outline each (see ``Image``): monochrome,
/// hierarchical and palette symbols are filled with the (first) foreground
/// style; multicolor ones are black (a placeholder in its own colors).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One color: the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// The foreground style at several opacities.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each layer in one of the foreground styles.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

/// The scale of symbol images.
public enum ImageScale: Hashable, Sendable, CaseIterable {
    /// 0.8 of the font's line.
    case small
    /// The font's line.
    case medium
    /// 1.25 of the font's line.
    case large

    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.25
        }
    }
}

extension Image {
    /// The scale of symbol images, by SwiftUI's name (`Image.Scale`).
    public typealias Scale = ImageScale
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = ImageScale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The scale of symbol images in the view.
    public var imageScale: ImageScale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The mode symbol images in the view are drawn in; `nil` is
    /// monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbol images in the view.
    ///
    /// - Parameter scale: The scale.
    /// - Returns: The view.
    nonisolated public func imageScale(_ scale: ImageScale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets the mode symbol images in the view are drawn in.
    ///
    /// - Parameter mode: The mode.
    /// - Returns: The view.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image: View {
    /// Draws the image.
    public var body: Never { neverBody }
}

extension Image {
    /// What the image draws in an environment: its asset (a missing one
    /// warns and draws a placeholder), natural size and resizing.
    @MainActor
    func leafContent(in environment: EnvironmentValues, graph: ViewGraph) -> ImageLeaf.Content {
        leafContent(in: environment, catalog: graph.assets, warn: graph.warn)
    }

    /// What the image draws in an environment, its asset looked up in
    /// `catalog` (then the run-time images and the bundles'), a missing
    /// one reported to `warn`.
    func leafContent(in environment: EnvironmentValues, catalog: AssetCatalog, warn: (String) -> Void) -> ImageLeaf.Content {
        if isSymbol, environment.symbolVariants != .none {
            let symbol = String(name.dropFirst("system:".count))
            let variant = environment.symbolVariants.name(for: symbol)
            if variant != symbol {
                var image = self
                image.name = "system:" + variant
                var plain = environment
                plain.symbolVariants = .none
                return image.leafContent(in: plain, catalog: catalog, warn: warn)
            }
        }
        var symbolSide: CGFloat = 0
        var asset: AssetCatalog.ImageAsset?
        var glyph: Path?
        if isSymbol {
            let symbol = String(name.dropFirst("system:".count))
            glyph = SymbolGlyphs.outline(named: symbol)
            if glyph == nil {
                warn("No outline for the symbol \"\(symbol)\": drawing a labeled placeholder.")
            }
            // The font's line height: its face's ascent, descent and gap.
            let font = environment.font ?? .body
            let traits = font.traits
            let size = font.size(at: environment.dynamicTypeSize)
            let metrics = Font.metrics(weight: traits.weight, design: traits.design, italic: traits.italic, size: size)
            symbolSide = (metrics.ascent + metrics.descent + metrics.leading) * size * environment.imageScale.factor
        } else {
            asset = self.asset(in: environment, catalog: catalog)
            for problem in catalog.imageProblems[name] ?? [] { warn("Assets: \(problem).") }
            if asset == nil {
                warn("No image named \"\(name)\" in the assets: drawing a placeholder.")
            }
        }
        let isTemplate: Bool =
            switch templateMode {
            case .template?: true
            case .original?: false
            case nil: isSymbol && (symbolMode ?? environment.symbolRenderingMode)?.kind != .multicolor
            }
        return ImageLeaf.Content(
            name: name, asset: asset, symbolSide: symbolSide, isResizable: isResizable, capInsets: capInsets,
            resizingMode: resizingMode, interpolation: isAntialiased ? interpolationQuality : .none, isTemplate: isTemplate,
            glyph: glyph)
    }
}

extension Image: PrimitiveView {
    package func update(_ node: ViewNode, in context: ViewContext) {
        let content = leafContent(in: context.environment, graph: node.graph)
        let foreground = ForegroundStyle()._resolvePaint(in: context.environment)
        let leaf = node.ownPrimitive {
            ImageLeaf(tint: PaintAttribute("foregroundColor", initial: foreground, node: node))
        }
        if leaf.content != content {
            if leaf.content?.naturalSize != content.naturalSize || leaf.content?.isResizable != content.isResizable {
                node.invalidateLayout()
            }
            leaf.change(from: leaf.content, to: content, node: node, in: context)
            leaf.content = content
            node.invalidateDrawing()
        }
        leaf.tint.update(to: foreground, node: node, in: context)
        let redacted = context.environment.redactionReasons.contains(.placeholder)
        if leaf.redacted != redacted {
            leaf.redacted = redacted
            node.invalidateDrawing()
        }
        node.removeChildren()
    }
}
