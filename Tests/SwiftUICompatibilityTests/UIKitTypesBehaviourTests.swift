import AVFoundation
import Foundation
@testable import SwiftUI
import TestSupport
import Testing
import UIKit

@MainActor
@Suite("UIKit's nested option and style types")
struct UIKitTypesBehaviourTests {
    /// The values UIKit's headers give: deceleration rates 0.998 and
    /// 0.99 a millisecond, window levels 0, 1000 and 2000, curve options
    /// in bits 16-19; a UIKit animation block applies its changes at once.
    @Test func typesCarryUIKitsValues() throws {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(UITableView.RowAnimation.automatic.rawValue == 100)

        let host = ViewHost(PagingScroller(), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "PagingScroller") != nil)
        let window = ShakeWindow(frame: .zero)
        window.handle(UIEvent())
        #expect(window.shakes == 0 && window.windowLevel == .normal)
        #expect(rowEditing(.delete) == "delete")
        configureTables()
        #expect(UITableViewCell.appearance().accessoryType == .none)
    }

    /// UIKit's animation blocks apply their changes at once and complete
    /// with `true`, whatever their delay, options or spring; a field that
    /// stops editing tells a delegate why (committed, on resigning).
    @Test func animationBlocksApplyAndEditingEndsWithAReason() throws {
        let view = UIView(frame: .zero)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear, .repeat]) {
            view.alpha = 0.3
        } completion: { finished.append($0) }
        #expect(view.alpha == 0.3)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, options: [],
            animations: { view.alpha = 0.6 }, completion: { finished.append($0) })
        #expect(view.alpha == 0.6)
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { view.isHidden = true }) {
            finished.append($0)
        }
        #expect(view.isHidden && finished == [true, true, true])

        let field = UITextField(frame: .zero)
        let watcher = EndEditingWatcher()
        field.delegate = watcher
        #expect(field.becomeFirstResponder())
        field.resignFirstResponder()
        #expect(watcher.reasons == [.committed])
    }

    /// A device whose battery is not watched reports an unknown state and
    /// a level of -1, as UIKit does; watched, the headless device is full.
    /// A player plays while its rate is not 0; a missing local file fails.
    @Test func deviceAndPlayerStates() throws {
        let device = UIDevice.current
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .full && device.batteryLevel == 1)

        let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/clip.mp4"))
        #expect(player.timeControlStatus == .paused)
        #expect(player.currentItem?.status == .failed)
        player.play()
        #expect(player.timeControlStatus == .playing)
        #expect(!playerIsPlaying(player))
        #expect(AVPlayerItem(url: URL(string: "https://example.com/a.mp4")!).status == .unknown)
        // `AVAsset(url:)`, as apps still write it (deprecated in iOS 18).
        let asset = AVAsset(url: URL(fileURLWithPath: "/tmp/song.m4a"))
        #expect(AVPlayerItem(asset: asset).asset.url.lastPathComponent == "song.m4a")
    }

    /// A badge that sizes itself in its initializer through its bounds, as
    /// UIKit code often does.
    final class SelfSizingBadge: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            bounds.size = CGSize(width: 30, height: 18)
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A new bounds size resizes the frame about its center, as UIKit's
    /// views do; a size that is not finite leaves the frame alone.
    @Test func boundsResizeTheFrameAboutItsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 20)
        #expect(view.frame == CGRect(x: 40, y: 25, width: 40, height: 20))
        #expect(view.center == CGPoint(x: 60, y: 35) && view.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        // The origin of the bounds scrolls the content; it moves no frame.
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(view.frame == CGRect(x: 40, y: 25, width: 40, height: 20))
        view.bounds.size = CGSize(width: CGFloat.nan, height: 10)
        #expect(view.frame == CGRect(x: 40, y: 25, width: 40, height: 20))

        let badge = SelfSizingBadge(frame: .zero)
        #expect(badge.frame == CGRect(x: -15, y: -9, width: 30, height: 18))
        badge.center = CGPoint(x: 50, y: 50)
        #expect(badge.frame == CGRect(x: 35, y: 41, width: 30, height: 18))
    }
}
