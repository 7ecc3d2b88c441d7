import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views of ControlViews.swift do, run headlessly.

@MainActor
@Suite("Buttons as tutorials write them")
struct ControlBehaviourTests {
    @Test func iconButtonsAreFoundByTheirLabels() throws {
        let host = ViewHost(ZoomControls(), size: CGSize(width: 300, height: 100))
        let zoomIn = try #require(host.find(label: "Zoom in"))
        #expect(zoomIn.isHittable)
        #expect(zoomIn.tap())
        #expect(host.find(text: "200%") != nil)
        #expect(try #require(host.find(label: "Zoom out")).tap())
        #expect(try #require(host.find(label: "Zoom out")).tap())
        #expect(host.find(text: "50%") != nil)
        // The level's identifier finds the text's place.
        let level = try #require(host.find(id: "zoom-level"))
        #expect(level.frame == host.find(text: "50%")?.frame)
    }

    @Test func likeButtonPressesAndCounts() throws {
        let host = ViewHost(LikeButton(), size: CGSize(width: 300, height: 400))
        func frame(of string: String) -> CGRect? {
            host.drawnViews.first { $0.item.content?.string == string }?.item.frame
        }
        let like = try #require(frame(of: "Like"))
        let point = CGPoint(x: like.midX, y: like.midY)
        // Pressed: the style springs the label smaller.
        #expect(host.press(at: point))
        host.advance(by: 0.5)
        #expect(host.displayList.flattened.contains { abs($0.item.transform.a - 0.9) < 0.01 })
        #expect(host.release(at: point))
        host.advance(by: 2)
        #expect(frame(of: "Liked") != nil && frame(of: "1") != nil)
        // The prominent button adds ten; the destructive one resets.
        let plus = try #require(frame(of: "+10"))
        #expect(host.tap(at: CGPoint(x: plus.midX, y: plus.midY)))
        host.advance(by: 2)
        #expect(frame(of: "11") != nil)
        let reset = try #require(frame(of: "Reset"))
        #expect(host.tap(at: CGPoint(x: reset.midX, y: reset.midY)))
        host.advance(by: 2)
        #expect(frame(of: "0") != nil && frame(of: "Like") != nil)
        // Now disabled (the count is 0): a tap does nothing.
        #expect(!host.tap(at: CGPoint(x: reset.midX, y: reset.midY)))
    }

    @Test func settingsCardSwitches() {
        let host = ViewHost(SettingsCard(), size: CGSize(width: 300, height: 300))
        func greenTracks() -> Int {
            host.drawnViews.filter { entry in
                if case .shape(_, .color(let color), nil, _)? = entry.item.content { return color == Color.green.resolved }
                return false
            }.count
        }
        #expect(greenTracks() == 1)
        // The first switch sits at the trailing end of the padded row.
        let row = host.drawnViews.first { $0.item.content?.string == "Notifications" }!.item.frame
        #expect(host.tap(at: CGPoint(x: 300 - 16 - 25, y: row.midY)))
        host.advance(by: 2)
        #expect(greenTracks() == 0)
        // The disabled one does not switch.
        let airplane = host.drawnViews.first { $0.item.content?.string == "Airplane Mode" }!.item.frame
        #expect(!host.tap(at: CGPoint(x: 300 - 16 - 25, y: airplane.midY)))
    }

    @Test func colorDialMovesAndRecolours() throws {
        let host = ViewHost(ColorDial(), size: CGSize(width: 320, height: 600))
        func circle() -> (frame: CGRect, color: Color.Resolved)? {
            host.drawnViews.compactMap { entry -> (CGRect, Color.Resolved)? in
                if case .shape(_, .color(let color), nil, _)? = entry.item.content, entry.item.frame.width == entry.item.frame.height,
                   entry.item.frame.width >= 40 { return (entry.item.frame, color) }
                return nil
            }.first
        }
        let before = try #require(circle())
        // The first slider: the topmost thumb; press at its track's start.
        let thumbs = host.displayList.flattened.filter { $0.item.shadow != nil && $0.item.frame.width == 28 }
        let first = try #require(thumbs.min { $0.item.frame.minY < $1.item.frame.minY })
        #expect(host.press(at: CGPoint(x: 20, y: first.item.frame.midY)))
        host.release(at: CGPoint(x: 20, y: first.item.frame.midY))
        let after = try #require(circle())
        // Hue 0: red, 50 points to the left of where it was (hue 0.5).
        #expect(after.color != before.color)
        #expect(abs(after.color.red - 0.9) < 0.01 && after.color.green < 0.3)
        #expect(host.displayList.flattened.contains { $0.item.transform.tx == -50 })
        #expect(host.find(text: "Steps: 3") != nil)
    }

    @Test func galleryImagesTakeTheirSizes() {
        let host = ViewHost(Gallery(), size: CGSize(width: 400, height: 200))
        let images = host.drawnViews.compactMap { entry -> (String, CGSize)? in
            if let name = entry.item.content?.imageName { return (name, entry.item.frame.size) }
            return nil
        }
        #expect(images.first { $0.0 == "mountains" }?.1 == CGSize(width: 120, height: 120))
        #expect(images.first { $0.0 == "avatar" }?.1 == CGSize(width: 60, height: 60))
        #expect(images.first { $0.0 == "system:heart.fill" }.map { $0.1.width > 32 } == true)
    }
}
