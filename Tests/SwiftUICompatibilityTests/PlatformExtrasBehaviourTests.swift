import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("Foundation and UIKit names apps use beside their views")
struct PlatformExtrasBehaviourTests {
    /// `setValue(_:forKey:)` and `value(forKey:)` are `set` and `object`.
    @Test func defaultsByKeyValueCoding() {
        let key = "favorites-\(UUID().uuidString)"
        defer { UserDefaults.standard.removeObject(forKey: key) }
        SavedFavorites(saveKey: key).add("Aspen")
        #expect(UserDefaults.standard.array(forKey: key) as? [String] == ["Aspen"])
        #expect(SavedFavorites(saveKey: key).resorts == ["Aspen"])
    }

    /// `.atomicWrite` writes the file whole.
    @Test func atomicWritesLand() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cards-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try saveCards(Data("[]".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("[]".utf8))
    }

    /// A 4 × 2 bitmap at scale 2 is 2 × 1 points; turned right it is 2 × 4;
    /// a Core Image color cropped to 3 × 3 pixels is 3 × 3 points.
    @Test func bitmapsShowAtTheirScaleAndOrientation() throws {
        let bitmap = try #require(CGImage(width: 4, height: 2, rgba: [UInt8](repeating: 255, count: 32)))
        let host = ViewHost(BitmapPreview(bitmap: bitmap), size: CGSize(width: 300, height: 300))
        #expect(host.find(id: "half")?.frame.size == CGSize(width: 2, height: 1))
        #expect(host.find(id: "turned")?.frame.size == CGSize(width: 2, height: 4))
        #expect(host.find(id: "swatch")?.frame.size == CGSize(width: 3, height: 3))
        #expect(UITableViewCell.appearance().backgroundColor == UIColor.clear)
        #expect(frostedStyle.style == .systemMaterialDark)
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
    }
}
