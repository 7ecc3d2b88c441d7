import AnimationRender
import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

@Suite("Recording and verifying snapshots")
struct RecordAndVerifyTests {
    let size = CGSize(width: 100, height: 100)

    @Test func aSnapshotRecordsThenVerifies() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = verifySnapshot(
            of: Grow(), as: .displayList(size: size, at: 0.25), named: "grow", record: .all, snapshotDirectory: folder.path)
        #expect(recorded?.contains("Record mode is on") == true)
        let file = folder.appendingPathComponent("aSnapshotRecordsThenVerifies.grow.txt")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("transform (1.25, 0, 0, 1.25,"))
        #expect(
            verifySnapshot(of: Grow(), as: .displayList(size: size, at: 0.25), named: "grow", record: .never, snapshotDirectory: folder.path) == nil)
    }

    /// A reference that expects another value fails with a line diff that
    /// shows both.
    @Test func aBrokenExpectationFailsWithAReadableDiff() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: Grow(), as: .displayList(size: size, at: 0.25), named: "grow", record: .all, snapshotDirectory: folder.path)
        let file = folder.appendingPathComponent("aBrokenExpectationFailsWithAReadableDiff.grow.txt")
        let broken = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "1.25, 0, 0, 1.25", with: "1.3, 0, 0, 1.3")
        try Data(broken.utf8).write(to: file)
        let message = try #require(
            verifySnapshot(of: Grow(), as: .displayList(size: size, at: 0.25), named: "grow", record: .never, snapshotDirectory: folder.path))
        #expect(message.contains("−item (30, 30, 40 × 40) transform (1.3, 0, 0, 1.3,"), "\(message)")
        #expect(message.contains("+item (30, 30, 40 × 40) transform (1.25, 0, 0, 1.25,"), "\(message)")
    }

    #if Cairo
    /// A PNG that differs says how many pixels, where, and which item is
    /// drawn at the first of them.
    @Test func aDifferentImageNamesTheItemDrawnWhereItDiffers() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reference: the square at 1.5 times its size.
        _ = verifySnapshot(of: Grow(), as: .image(size: size, at: 0.5), named: "grow", record: .all, snapshotDirectory: folder.path)
        let message = try #require(
            verifySnapshot(of: Grow(), as: .image(size: size, at: 0.9), named: "grow", record: .never, snapshotDirectory: folder.path))
        // 1.5 × 40 = 60 points wide (20…80); 1.9 × 40 = 76 (12…88): the
        // ring between differs, and the first pixel of it is the new
        // square's, at (12, 12).
        #expect(message.contains("\(76 * 76 - 60 * 60) of 10000 pixels differ"), "\(message)")
        #expect(message.contains("pixel (12, 12)"), "\(message)")
        #expect(message.contains("was rgba(255,255,255,255) and is rgba(0,136,255,255)"), "\(message)")
        #expect(message.contains("color rgb(0,136,255)"), "\(message)")
        // Close enough passes: every pixel may differ by 2 %, or a share
        // of them.
        #expect(
            verifySnapshot(
                of: Grow(), as: .image(size: size, at: 0.9, precision: 0.5), named: "grow", record: .never, snapshotDirectory: folder.path)
                == nil)
    }

    @Test func aPNGIsAPNG() throws {
        let png = take(Grow(), as: .image(size: size, at: 0.5, scale: 2))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(RGBAImage(png: png))
        #expect(image.width == 200 && image.height == 200)
        // The center is the square's blue.
        #expect(image.pixel(x: 100, y: 100) == (0, 136, 255, 255))
        #expect(RGBAImage(png: Data("not a PNG".utf8)) == nil)
        #expect(RGBAImage(png: Data()) == nil)
    }
    #endif
}
