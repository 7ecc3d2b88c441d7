import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("The scene's and the list's settings as apps read them")
struct SceneEnvironmentBehaviourTests {
    private let size = CGSize(width: 390, height: 600)

    /// The headless host shows one window: the app takes its sheet, and
    /// nothing warns.
    @Test func oneWindowOpensTheSheet() throws {
        let host = ViewHost(DetailOpener(), size: size)
        #expect(try #require(host.find(text: "Open Detail")).tap())
        host.advance(by: 1)
        #expect(host.find(text: "Detail Sheet") != nil)
        #expect(host.warnings.isEmpty)
    }

    /// Always On and capture are off until the device (the test) turns
    /// them on; the face follows.
    @Test func theFaceDimsWithTheDisplay() {
        let host = ViewHost(AlwaysOnFace(), size: size)
        #expect(host.find(text: "12:30:45") != nil && host.find(text: "Recording") == nil)
        host.updateEnvironment {
            $0.isLuminanceReduced = true
            $0.isSceneCaptured = true
        }
        #expect(host.find(text: "12:30") != nil && host.find(text: "12:30:45") == nil)
        #expect(host.find(text: "Recording") != nil)
    }

    /// Both the action and the links warn, once, that no settings window
    /// opens; the assistive settings read off.
    @Test func settingsWarnOnce() throws {
        let host = ViewHost(MenuBarFooter(), size: size)
        #expect(host.find(text: "Plain") != nil)
        #expect(try #require(host.find(text: "Preferences")).tap())
        #expect(try #require(host.find(text: "Settings…")).tap())
        #expect(try #require(host.find(text: "Settings")).tap())
        #expect(
            host.warnings == [
                "openSettings(): the headless host shows the app's window group, not its Settings scene; nothing was opened"
            ])
    }

    /// An increased badge is white on a red capsule; standard and
    /// decreased ones are labels without one.
    @Test func increasedBadgesSitOnRed() throws {
        func redCapsules(_ host: ViewHost) -> Int {
            host.drawnViews.filter { view in
                if case .shape(_, .color(let color), _, _)? = view.item.content {
                    return color.red > 0.9 && color.green < 0.3 && color.blue < 0.3
                }
                return false
            }.count
        }
        let errors = ViewHost(MailboxList(errors: 2), size: size)
        #expect(redCapsules(errors) == 1)
        let badge = try #require(errors.find(text: "2"))
        let white = try #require(badge.item.content.flatMap { content -> Color.Resolved? in
            if case .text(let text) = content { return text.runs.first?.paint.color }
            return nil
        })
        #expect(white.red > 0.99 && white.green > 0.99 && white.blue > 0.99)
        #expect(errors.find(text: "3") != nil && errors.find(text: "120") != nil)
        let none = ViewHost(MailboxList(errors: 0), size: size)
        #expect(redCapsules(none) == 0)
    }

    /// Only the menu with a visible indicator draws the chevron; the
    /// hidden picker's is gone.
    @Test func menuIndicatorsFollowTheirVisibility() {
        let host = ViewHost(ToolbarMenus(), size: size)
        let chevrons = host.drawnViews.filter { $0.imageName == "system:chevron.up.chevron.down" }
        #expect(chevrons.count == 1)
        if let chevron = chevrons.first, let actions = host.find(text: "Actions") {
            #expect(chevron.frame.minX > actions.frame.maxX)
        }
        #expect(host.find(text: "automatic") != nil)
    }

    /// Two sections with a spacing of S are S apart: the rows move by the
    /// difference of two spacings, and compact is 8 points.
    @Test func sectionSpacingSetsTheGap() throws {
        func distance(_ spacing: CGFloat?) throws -> CGFloat {
            let host = ViewHost(SettingsFormList(spacing: spacing), size: size)
            return try #require(host.find(text: "Bluetooth")).frame.minY - #require(host.find(text: "Wi-Fi")).frame.minY
        }
        let ten = try distance(10), forty = try distance(40), compact = try distance(nil)
        #expect(abs((forty - ten) - 30) < 0.01)
        #expect(abs((ten - compact) - 2) < 0.01)
        #expect(abs(try distance(-5) - distance(0)) < 0.01)
    }

    /// The modifiers' settings reach the environment.
    @Test func modifiersSetTheEnvironment() {
        let host = ViewHost(SettingsEnvironmentScreen(), size: size)
        for text in ["interactively", "tightens", "labels hidden", "vivid"] {
            #expect(host.find(text: text) != nil, "\(text)")
        }
        let plain = ViewHost(SettingsEnvironmentReader(), size: size)
        for text in ["other", "no tightening", "labels shown", "standard"] {
            #expect(plain.find(text: text) != nil, "\(text)")
        }
    }
}
