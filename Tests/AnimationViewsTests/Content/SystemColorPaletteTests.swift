import AnimationCore
import AnimationViews
import Foundation
import Testing

/// The system colors of the two palettes, light and dark, as Apple
/// publishes them (0 to 255, sRGB):
/// - iOS 26: the Human Interface Guidelines' "Color" page, updated June 9,
///   2025 ("Updated system color values");
/// - iOS 15 to 18: UIKit's `resolvedColor(with:)` values (noahgilmore.com,
///   "Backwards compatibility for iOS 13 system colors"; mint, teal and
///   cyan of iOS 15, Apple's "Color" page of 2021-2024).
private let published: [(name: String, color: Color, iOS26: [Int], iOS26Dark: [Int], iOS18: [Int], iOS18Dark: [Int])] = [
    ("red", .red, [255, 56, 60], [255, 66, 69], [255, 59, 48], [255, 69, 58]),
    ("orange", .orange, [255, 141, 40], [255, 146, 48], [255, 149, 0], [255, 159, 10]),
    ("yellow", .yellow, [255, 204, 0], [255, 214, 0], [255, 204, 0], [255, 214, 10]),
    ("green", .green, [52, 199, 89], [48, 209, 88], [52, 199, 89], [48, 209, 88]),
    ("mint", .mint, [0, 200, 179], [0, 218, 195], [0, 199, 190], [102, 212, 207]),
    ("teal", .teal, [0, 195, 208], [0, 210, 224], [48, 176, 199], [64, 200, 224]),
    ("cyan", .cyan, [0, 192, 232], [60, 211, 254], [50, 173, 230], [100, 210, 255]),
    ("blue", .blue, [0, 136, 255], [0, 145, 255], [0, 122, 255], [10, 132, 255]),
    ("indigo", .indigo, [97, 85, 245], [109, 124, 255], [88, 86, 214], [94, 92, 230]),
    ("purple", .purple, [203, 48, 224], [219, 52, 242], [175, 82, 222], [191, 90, 242]),
    ("pink", .pink, [255, 45, 85], [255, 55, 95], [255, 45, 85], [255, 55, 95]),
    ("brown", .brown, [172, 127, 94], [183, 138, 102], [162, 132, 94], [172, 142, 104])
]

/// A color's sRGB components times 255, rounded.
private func bytes(_ color: Color.Resolved) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
}

private func environment(_ palette: SystemColorPalette?, dark: Bool) -> EnvironmentValues {
    var environment = EnvironmentValues()
    if let palette { environment.systemColorPalette = palette }
    environment.colorScheme = dark ? .dark : .light
    return environment
}

@MainActor
@Suite("System color palettes")
struct SystemColorPaletteTests {
    @Test func eachColorHasItsPublishedValuesInEachPaletteAndAppearance() {
        for entry in published {
            #expect(bytes(entry.color.resolve(in: environment(nil, dark: false))) == entry.iOS26, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: environment(nil, dark: true))) == entry.iOS26Dark, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: environment(.iOS26, dark: false))) == entry.iOS26, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: environment(.iOS18, dark: false))) == entry.iOS18, "\(entry.name)")
            #expect(bytes(entry.color.resolve(in: environment(.iOS18, dark: true))) == entry.iOS18Dark, "\(entry.name)")
            // Without an environment (code that reads the components): the latest.
            #expect(bytes(entry.color.resolved) == entry.iOS26, "\(entry.name)")
        }
        // The accent color is the palette's blue; gray and the label colors
        // do not change.
        #expect(bytes(Color.accentColor.resolve(in: environment(.iOS18, dark: false))) == [0, 122, 255])
        #expect(bytes(Color.accentColor.resolve(in: environment(nil, dark: true))) == [0, 145, 255])
        #expect(Color.gray.resolve(in: environment(.iOS18, dark: false)) == Color.gray.resolve(in: environment(.iOS26, dark: false)))
        #expect(Color.secondary.resolve(in: environment(.iOS18, dark: true)) == Color.secondary.resolve(in: environment(nil, dark: true)))
    }

    /// A system color with an opacity keeps its name, so it follows the
    /// palette, and prints as SwiftUI prints it.
    @Test func anOpacityKeepsTheColorInThePalette() {
        let half = Color.red.opacity(0.5)
        let old = half.resolve(in: environment(.iOS18, dark: false))
        #expect(bytes(old) == [255, 59, 48] && old.opacity == 0.5)
        #expect(bytes(half.resolve(in: environment(nil, dark: false))) == [255, 56, 60])
        #expect(half.description == "50% red")
        #expect(Color.red.description == "red")
        #expect(half != Color.red)
        #expect(Color.primary.opacity(0.5).description.hasPrefix("Color("))
    }

    /// What a view draws follows the environment: the display list holds
    /// the palette's components.
    @Test func viewsDrawThePaletteOfTheirEnvironment() {
        func drawn(_ view: some View) -> [Int]? {
            let host = ViewHost(view, size: CGSize(width: 40, height: 40))
            for entry in host.drawnViews {
                if case .color(let color)? = entry.item.content { return bytes(color) }
                if case .shape(_, let paint, _, _)? = entry.item.content, let color = paint.color { return bytes(color) }
            }
            return nil
        }
        #expect(drawn(Color.red) == [255, 56, 60])
        #expect(drawn(Color.red.environment(\.systemColorPalette, .iOS18)) == [255, 59, 48])
        #expect(drawn(Circle().fill(.blue).environment(\.systemColorPalette, .iOS18)) == [0, 122, 255])
        #expect(drawn(Circle().fill(.blue).environment(\.systemColorPalette, .iOS18).preferredColorScheme(.dark)) == [10, 132, 255])
    }

    @Test func aReleaseNamesItsPalette() {
        #expect(SystemColorPalette(release: "26") == .iOS26)
        #expect(SystemColorPalette(release: "iOS 26.1") == .iOS26)
        #expect(SystemColorPalette(release: "27") == .iOS26)
        #expect(SystemColorPalette(release: "18") == .iOS18)
        #expect(SystemColorPalette(release: "ios17") == .iOS18)
        #expect(SystemColorPalette(release: " iOS 15.4 ") == .iOS18)
        for wrong in ["14", "19", "25", "", "latest", "iOS", "-18", "1e3"] {
            #expect(SystemColorPalette(release: wrong) == nil, "\(wrong)")
        }
        #expect(SystemColorPalette.latest == .iOS26)
    }
}
