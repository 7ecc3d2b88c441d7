import AnimationCore
import Foundation

/// The release of iOS whose system colors (`Color.red`, `.blue`, ...,
/// `.accentColor`) a view draws: iOS 26 changed the palette. This
/// package's addition: SwiftUI draws the palette of the system it runs on.
///
/// Set it for a view and its children with
/// `.environment(\.systemColorPalette, .iOS18)`, or for a whole preview
/// with `animate preview --system-colors 18`. The latest is the default.
///
/// The values are Apple's, sRGB, 0 to 255:
/// - ``iOS26``: the Human Interface Guidelines' "Color" page as updated on
///   June 9, 2025 ("Updated system color values"); blue (0, 136, 255),
///   red (255, 56, 60).
/// - ``iOS18``: iOS 15 to 18, as UIKit prints them with
///   `resolvedColor(with:)` (noahgilmore.com's tables, mint, teal and cyan
///   of iOS 15); blue (0, 122, 255), red (255, 59, 48).
///
/// Gray, white, black, clear and the label colors are the same in both.
public enum SystemColorPalette: String, Hashable, Sendable, CaseIterable, Codable {
    /// iOS 26 and later: the default.
    case iOS26
    /// iOS 15 to 18.
    case iOS18

    /// The palette drawn when none is chosen: the latest.
    public static let latest = SystemColorPalette.iOS26

    /// The palette of a release of iOS, as a person writes it: `26`,
    /// `"iOS 18"`, `ios17`. Releases 15 to 18 draw ``iOS18``, 26 and later
    /// ``iOS26``; `nil` for anything else (iOS 14 and earlier had other
    /// mint, teal and cyan, which this package does not draw).
    ///
    /// - Parameter release: The release.
    public init?(release: String) {
        var text = release.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("ios") { text = String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
        guard let major = Int(text.split(separator: ".", maxSplits: 1).first ?? "") else { return nil }
        switch major {
        case 15...18: self = .iOS18
        case 26...: self = .iOS26
        default: return nil
        }
    }

    /// The light and dark components of a system color, by its index in
    /// `Color`'s names (red is 1, ... brown is 12; 19 is the accent
    /// color); `nil` for a color that is not in the palette.
    package func components(ofNamed index: UInt64) -> (light: (Int, Int, Int), dark: (Int, Int, Int))? {
        Self.entry(of: index, in: self == .iOS26 ? Self.table26 : Self.table18)
    }

    /// A named color's entry in a table of the twelve hued colors; `nil`
    /// for a color that is not in it.
    static func entry(
        of index: UInt64, in table: [(light: (Int, Int, Int), dark: (Int, Int, Int))]
    ) -> (light: (Int, Int, Int), dark: (Int, Int, Int))? {
        switch index {
        case 1...12: return table[Int(index) - 1]
        case 19: return table[7]  // the accent color is the system blue
        default: return nil
        }
    }

    /// Red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple,
    /// pink and brown: light, dark.
    private static let table26: [(light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        ((255, 56, 60), (255, 66, 69)), ((255, 141, 40), (255, 146, 48)), ((255, 204, 0), (255, 214, 0)),
        ((52, 199, 89), (48, 209, 88)), ((0, 200, 179), (0, 218, 195)), ((0, 195, 208), (0, 210, 224)),
        ((0, 192, 232), (60, 211, 254)), ((0, 136, 255), (0, 145, 255)), ((97, 85, 245), (109, 124, 255)),
        ((203, 48, 224), (219, 52, 242)), ((255, 45, 85), (255, 55, 95)), ((172, 127, 94), (183, 138, 102))
    ]

    private static let table18: [(light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        ((255, 59, 48), (255, 69, 58)), ((255, 149, 0), (255, 159, 10)), ((255, 204, 0), (255, 214, 10)),
        ((52, 199, 89), (48, 209, 88)), ((0, 199, 190), (102, 212, 207)), ((48, 176, 199), (64, 200, 224)),
        ((50, 173, 230), (100, 210, 255)), ((0, 122, 255), (10, 132, 255)), ((88, 86, 214), (94, 92, 230)),
        ((175, 82, 222), (191, 90, 242)), ((255, 45, 85), (255, 55, 95)), ((162, 132, 94), (172, 142, 104))
    ]
}
