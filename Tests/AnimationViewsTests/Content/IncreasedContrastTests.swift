import AnimationCore
import AnimationViews
import Foundation
import Testing

/// The system colors with Increase Contrast on, light and dark, as Apple
/// publishes them (0 to 255, sRGB):
/// - iOS 26: the Human Interface Guidelines' "Color" page, updated June 9,
///   2025, its "Increased contrast" columns, as transcribed with the page's
///   default values in sebastienrousseau/dotfiles `scripts/theme/apple.py`;
/// - iOS 15 to 18: the "Color" page of 2021 to 2024, its "Increased
///   contrast" columns, as several public transcriptions carry them (eight
///   also in Flutter's `CupertinoColors`, flutter/flutter
///   `packages/flutter/lib/src/cupertino/colors.dart`: red (215, 0, 21) and
///   (255, 105, 97), blue (0, 64, 221) and (64, 156, 255), ...).
private let published: [(name: String, color: Color, iOS26: [Int], iOS26Dark: [Int], iOS18: [Int], iOS18Dark: [Int])] = [
    ("red", .red, [233, 21, 45], [255, 97, 101], [215, 0, 21], [255, 105, 97]),
    ("orange", .orange, [197, 83, 0], [255, 160, 86], [201, 52, 0], [255, 179, 64]),
    ("yellow", .yellow, [161, 106, 0], [254, 223, 67], [178, 80, 0], [255, 212, 38]),
    ("green", .green, [0, 137, 50], [74, 217, 104], [36, 138, 61], [48, 219, 91]),
    ("mint", .mint, [0, 133, 117], [84, 223, 203], [12, 129, 123], [102, 212, 207]),
    ("teal", .teal, [0, 129, 152], [59, 221, 236], [0, 130, 153], [93, 230, 255]),
    ("cyan", .cyan, [0, 126, 174], [109, 217, 255], [0, 113, 164], [112, 215, 255]),
    ("blue", .blue, [30, 110, 244], [92, 184, 255], [0, 64, 221], [64, 156, 255]),
    ("indigo", .indigo, [86, 74, 222], [167, 170, 255], [54, 52, 163], [125, 122, 255]),
    ("purple", .purple, [176, 47, 194], [234, 141, 255], [137, 68, 171], [218, 143, 255]),
    ("pink", .pink, [231, 18, 77], [255, 138, 196], [211, 15, 69], [255, 100, 130]),
    ("brown", .brown, [149, 109, 81], [219, 166, 121], [127, 101, 69], [181, 148, 105])
]

/// A color's sRGB components times 255, rounded.
private func bytes(_ color: Color.Resolved) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
}

private func increased(_ palette: SystemColorPalette? = nil, dark: Bool = false) -> EnvironmentValues {
    var environment = EnvironmentValues()
    if let palette { environment.systemColorPalette = palette }
    environment.colorScheme = dark ? .dark : .light
    environment.colorSchemeContrast = .increased
    return environment
}

/// What a view draws first: a color's bytes.
@MainActor
private func drawn(_ view: some View) -> [Int]? {
    let host = ViewHost(view, size: CGSize(width: 40, height: 40))
    for entry in host.drawnViews {
        if case .color(let color)? = entry.item.content { return bytes(color) }
        if case .shape(_, let paint, _, _)? = entry.item.content, let color = paint.color { return bytes(color) }
    }
    return nil
}

@MainActor
@Suite("Increased contrast")
struct IncreasedContrastTests {
    @Test func systemColorsHaveTheirPublishedIncreasedContrastValues() {
        for entry in published {
            #expect(bytes(entry.color.resolve(in: increased())) == entry.iOS26, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: increased(dark: true))) == entry.iOS26Dark, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: increased(.iOS18))) == entry.iOS18, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: increased(.iOS18, dark: true))) == entry.iOS18Dark, "\(entry.name)")
        }
        // The standard contrast is the default, and keeps the standard values.
        #expect(EnvironmentValues().colorSchemeContrast == .standard)
        #expect(bytes(Color.red.resolve(in: EnvironmentValues())) == [255, 56, 60])
        // The accent color is the palette's blue; an opacity stays.
        #expect(bytes(Color.accentColor.resolve(in: increased())) == [30, 110, 244])
        let half = Color.red.opacity(0.5).resolve(in: increased(.iOS18))
        #expect(bytes(half) == [215, 0, 21] && half.opacity == 0.5)
        // Gray and the label colors keep their values (no table has them).
        #expect(Color.gray.resolve(in: increased()) == Color.gray.resolve(in: EnvironmentValues()))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.secondary.resolve(in: increased(dark: true)) == Color.secondary.resolve(in: dark))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: increased()) == Color(red: 0.2, green: 0.4, blue: 0.6).resolved)
    }

    /// What a view draws follows the environment, set as SwiftUI's previews
    /// set it (`_colorSchemeContrast`), and a view reads the setting.
    @Test func viewsDrawAndReadTheContrastOfTheirEnvironment() {
        #expect(drawn(Color.red) == [255, 56, 60])
        #expect(drawn(Color.red.environment(\._colorSchemeContrast, .increased)) == [233, 21, 45])
        #expect(drawn(Circle().fill(.blue).environment(\.colorSchemeContrast, .increased).preferredColorScheme(.dark)) == [92, 184, 255])
        struct Reader: View {
            @Environment(\.colorSchemeContrast) private var contrast
            var body: some View { Text(contrast == .standard ? "Standard" : "Increased") }
        }
        let host = ViewHost(Reader().environment(\._colorSchemeContrast, .increased), size: CGSize(width: 200, height: 40))
        #expect(host.find(text: "Increased") != nil)
        #expect(ViewHost(Reader(), size: CGSize(width: 200, height: 40)).find(text: "Standard") != nil)
        #expect(ColorSchemeContrast.allCases == [.standard, .increased])
    }

    /// An asset catalog's color set with Xcode's "High Contrast" entries:
    /// the contrast alone is the light appearance's, with the dark
    /// luminosity the dark one's; a set without them keeps its values.
    @Test func catalogColorsHaveTheirHighContrastValues() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("contrast-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func entry(_ red: Int, _ appearances: [(String, String)]) -> String {
            let list = appearances.map { #"{"appearance":"\#($0.0)","value":"\#($0.1)"}"# }.joined(separator: ",")
            let color = #""color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0","blue":"0","alpha":"1.000"}}"#
            return appearances.isEmpty ? #"{\#(color),"idiom":"universal"}"# : #"{"appearances":[\#(list)],\#(color),"idiom":"universal"}"#
        }
        // Names of their own: a host registers its catalog's colors for the whole process.
        let tag = UUID().uuidString.prefix(8)
        let brand = "Brand\(tag)", plain = "Plain\(tag)", lightOnly = "LightOnly\(tag)"
        let sets = [
            brand: [
                entry(10, []), entry(20, [("luminosity", "dark")]), entry(30, [("contrast", "high")]),
                entry(40, [("luminosity", "dark"), ("contrast", "high")])
            ],
            plain: [entry(50, []), entry(60, [("luminosity", "dark")])],
            lightOnly: [entry(70, []), entry(80, [("contrast", "high")])]
        ]
        for (name, entries) in sets {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let json = #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        let catalog = try AssetCatalog(contentsOf: root)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        func red(_ name: String, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Int? {
            catalog.colors[name].map { bytes($0.resolved(scheme, contrast: contrast))[0] }
        }
        #expect(red(brand, .light, .standard) == 10 && red(brand, .dark, .standard) == 20)
        #expect(red(brand, .light, .increased) == 30 && red(brand, .dark, .increased) == 40)
        #expect(red(plain, .light, .increased) == 50 && red(plain, .dark, .increased) == 60)
        // No dark value: the dark appearance uses the light values, with high contrast too.
        #expect(red(lightOnly, .dark, .standard) == 70 && red(lightOnly, .dark, .increased) == 80)
        // Drawn through a host with the folder.
        let view = Color(brand).environment(\._colorSchemeContrast, .increased)
        let host = ViewHost(view, size: CGSize(width: 40, height: 40), assets: root)
        let first = host.drawnViews.lazy.compactMap { entry -> Color.Resolved? in
            if case .color(let color)? = entry.item.content { return color }
            return nil
        }.first
        #expect(first.map { bytes($0)[0] } == 30)
    }

    /// SwiftUI's writable forms of the settings set the settings; the
    /// control state maps to and from `appearsActive` as Apple documents.
    @Test func writableFormsSetTheSettings() {
        var environment = EnvironmentValues()
        environment._accessibilityReduceMotion = true
        environment._accessibilityReduceTransparency = true
        environment._accessibilityDifferentiateWithoutColor = true
        environment._accessibilityInvertColors = true
        environment._accessibilityShowButtonShapes = true
        #expect(environment.accessibilityReduceMotion && environment.accessibilityReduceTransparency)
        #expect(environment.accessibilityDifferentiateWithoutColor && environment.accessibilityInvertColors)
        #expect(environment.accessibilityShowButtonShapes)
        #expect(environment.appearsActive && environment.controlActiveState == .key)
        environment.controlActiveState = .inactive
        #expect(!environment.appearsActive && environment.controlActiveState == .inactive)
        environment.controlActiveState = .active
        #expect(environment.appearsActive && environment.controlActiveState == .key)
    }
}
