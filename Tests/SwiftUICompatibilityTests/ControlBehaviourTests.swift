import Foundation
import SwiftAnimation
import Testing

// What the views of ControlViews.swift do, run headlessly.

@MainActor
@Suite("Buttons as tutorials write them")
struct ControlBehaviourTests {
    @Test func likeButtonPressesAndCounts() throws {
        let host = ViewHost(LikeButton(), size: CGSize(width: 300, height: 400))
        func frame(of string: String) -> CGRect? {
            host.displayList.flattened.first { $0.item.content?.string == string }?.item.frame
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
            host.displayList.flattened.filter { entry in
                if case .shape(_, .color(let color), nil, _)? = entry.item.content { return color == Color.green.resolved }
                return false
            }.count
        }
        #expect(greenTracks() == 1)
        // The first switch sits at the trailing end of the padded row.
        let row = host.displayList.flattened.first { $0.item.content?.string == "Notifications" }!.item.frame
        #expect(host.tap(at: CGPoint(x: 300 - 16 - 25, y: row.midY)))
        host.advance(by: 2)
        #expect(greenTracks() == 0)
        // The disabled one does not switch.
        let airplane = host.displayList.flattened.first { $0.item.content?.string == "Airplane Mode" }!.item.frame
        #expect(!host.tap(at: CGPoint(x: 300 - 16 - 25, y: airplane.midY)))
    }
}
