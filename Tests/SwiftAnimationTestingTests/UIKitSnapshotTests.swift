#if Cairo
import AnimationRender
import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

/// A 100 × 60 white card: a red 40 × 20 box at (10, 10), a half-clear
/// blue box at (60, 10), a hidden green one, a label "Hi" centered in
/// (10, 35, 80 × 20) and a clipped view whose 40-point child shows only
/// its first 20 points.
@MainActor
private func card() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    card.backgroundColor = .white
    let red = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    red.backgroundColor = .red
    red.accessibilityIdentifier = "red"
    let blue = UIView(frame: CGRect(x: 60, y: 10, width: 30, height: 20))
    blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    blue.alpha = 0.5
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    hidden.backgroundColor = .green
    hidden.isHidden = true
    let label = UILabel(frame: CGRect(x: 10, y: 35, width: 80, height: 20))
    label.text = "Hi"
    label.textColor = .black
    label.textAlignment = .center
    let clip = UIView(frame: CGRect(x: 0, y: 55, width: 20, height: 5))
    clip.clipsToBounds = true
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 5))
    wide.backgroundColor = .red
    clip.addSubview(wide)
    for view in [red, blue, hidden, label, clip] { card.addSubview(view) }
    return card
}

@MainActor
@Suite("UIKit views and controllers as images (swift-snapshot-testing's names)")
struct UIKitSnapshotTests {
    private func pixels(_ image: UIImage) throws -> RGBAImage {
        let data = try #require(image.pngData())
        return try #require(RGBAImage(png: data))
    }

    @Test func aViewTreeIsDrawnAsUIKitDrawsIt() throws {
        let image = try pixels(take(card(), as: .image(traits: UITraitCollection(displayScale: 1))))
        #expect(image.width == 100 && image.height == 60)
        #expect(image.pixel(x: 5, y: 5) == (255, 255, 255, 255))  // the card
        #expect(image.pixel(x: 30, y: 20) == (255, 0, 0, 255))  // the red box
        // Half-clear blue over white: 255 × 0.5 = 127.5 of red and green.
        let blue = image.pixel(x: 75, y: 20)
        #expect((127...128).contains(blue.red) && (127...128).contains(blue.green) && blue.blue == 255)
        // The clip shows the wide child's first 20 points only.
        #expect(image.pixel(x: 10, y: 57) == (255, 0, 0, 255))
        #expect(image.pixel(x: 30, y: 57) == (255, 255, 255, 255))
        // The label's dark pixels lie around its center, x 50.
        let dark = (10..<90).filter { x in (35..<55).contains { y in image.pixel(x: x, y: y).red < 128 } }
        let middle = Double((dark.first ?? 0) + (dark.last ?? 0)) / 2
        #expect(!dark.isEmpty && abs(middle - 50) <= 1.5, "\(dark)")
    }

    /// The layer's border is drawn over the subviews, and rounded
    /// corners clip them when the view clips: the corner pixel of a
    /// 20-point radius shows the white behind.
    @Test func bordersAndCornersAreTheLayers() throws {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        back.backgroundColor = .white
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        framed.layer.borderWidth = 4
        framed.layer.borderColor = UIColor.black.cgColor
        framed.layer.cornerRadius = 20
        framed.clipsToBounds = true
        let fill = UIView(frame: framed.bounds)
        fill.backgroundColor = .red
        framed.addSubview(fill)
        back.addSubview(framed)
        let image = try pixels(take(back, as: .image(traits: UITraitCollection(displayScale: 1))))
        #expect(image.pixel(x: 30, y: 1) == (0, 0, 0, 255))  // the border, over the red
        #expect(image.pixel(x: 30, y: 30) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))  // outside the rounded corner
    }

    @Test func theSizeAndScaleAreTheStrategys() throws {
        let image = try pixels(take(card(), as: .image(size: CGSize(width: 50, height: 30), traits: UITraitCollection(displayScale: 2))))
        #expect(image.width == 100 && image.height == 60)
        #expect(image.pixel(x: 50, y: 30) == (255, 0, 0, 255))  // (25, 15) pt: the red box
    }

    /// A failure names the UIKit view drawn where pixels differ.
    @Test func aFailureNamesTheView() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits = UITraitCollection(displayScale: 1)
        _ = verifySnapshot(of: card(), as: .image(traits: traits), named: "card", record: .all, snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: card(), as: .image(traits: traits), named: "card", record: .never, snapshotDirectory: folder.path) == nil)
        let changed = card()
        changed.subviews[0].backgroundColor = .yellow
        let message = try #require(
            verifySnapshot(of: changed, as: .image(traits: traits), named: "card", record: .never, snapshotDirectory: folder.path))
        #expect(message.contains("800 of 6000 pixels differ"), "\(message)")
        #expect(message.contains("drawn there now: UIView id \"red\" at (10, 10, 40 × 20)"), "\(message)")
    }

    /// A hosting controller draws its SwiftUI view on the device's
    /// screen; another controller its UIKit view.
    @Test func controllersAreDrawnOnADevice() throws {
        let hosting = UIHostingController(rootView: Color.green.ignoresSafeArea())
        let phone = try pixels(take(hosting, as: .image(on: .iPhone13, traits: UITraitCollection(displayScale: 1))))
        #expect(phone.width == 390 && phone.height == 844)
        #expect(phone.pixel(x: 195, y: 400).green > 150 && phone.pixel(x: 195, y: 400).red < 100)
        let plain = UIViewController()
        plain.view.backgroundColor = .red
        let drawn = try pixels(take(plain, as: .image(size: CGSize(width: 30, height: 20), traits: UITraitCollection(displayScale: 1))))
        #expect(drawn.width == 30 && drawn.height == 20 && drawn.pixel(x: 15, y: 10) == (255, 0, 0, 255))
    }

    /// A view of zero size fails with a message, not a crash.
    @Test func anEmptyViewFails() {
        withKnownIssue {
            _ = take(UIView(), as: .image)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the size must be finite and positive") }
        }
    }
}
#endif
