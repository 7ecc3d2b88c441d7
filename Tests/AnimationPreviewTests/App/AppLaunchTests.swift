import AnimationViews
import Foundation
import Testing

@testable import AnimationPreview

private struct SmallApp: App {
    var body: some Scene {
        WindowGroup {
            Text("small").onOpenURL { _ in }
        }
        .defaultSize(width: 200, height: 120)
    }
}

@MainActor
@Suite("How an app shows itself")
struct AppLaunchTests {
    @Test func byDefaultAnAppWritesItsPage() throws {
        let options = try AppLaunchOptions(environment: [:], liveAvailable: false)
        #expect(!options.live && options.port == 8765 && options.output == nil && options.format == .html)
        // With the Live trait, serving is the default; 0 writes the page.
        #expect(try AppLaunchOptions(environment: [:], liveAvailable: true).live)
        #expect(try !AppLaunchOptions(environment: ["SWIFT_ANIMATION_LIVE": "0"], liveAvailable: true).live)
        let request = AppRunner.request(name: "SmallApp", scenes: SmallApp().scenes, options: options)
        #expect(request.output == "SmallApp.html" && request.size == CGSize(width: 200, height: 120))
    }

    @Test func variablesChooseOutputSizeDurationAndURL() throws {
        let options = try AppLaunchOptions(
            environment: [
                "SWIFT_ANIMATION_OUTPUT": "out/small.svg", "SWIFT_ANIMATION_SIZE": "320x240", "SWIFT_ANIMATION_DURATION": "1.5",
                "SWIFT_ANIMATION_OPEN_URL": "small://item/3", "SWIFT_ANIMATION_PORT": "0"
            ], liveAvailable: false)
        #expect(options.output == "out/small.svg" && options.format == .svg)
        #expect(options.size == CGSize(width: 320, height: 240) && options.duration == 1.5 && options.port == 0)
        #expect(options.openURL == URL(string: "small://item/3"))
        // The size given wins over the scene's.
        #expect(AppRunner.request(name: "SmallApp", scenes: SmallApp().scenes, options: options).size == CGSize(width: 320, height: 240))
    }

    @Test(arguments: [
        ("SWIFT_ANIMATION_LIVE", "maybe", "SWIFT_ANIMATION_LIVE must be 1 or 0, not 'maybe'"),
        ("SWIFT_ANIMATION_LIVE", "1", "SWIFT_ANIMATION_LIVE=1 needs the Live trait of swift-animation"),
        ("SWIFT_ANIMATION_PORT", "70000", "SWIFT_ANIMATION_PORT must be 0 to 65535, not '70000'"),
        ("SWIFT_ANIMATION_OUTPUT", "page.pdf", "SWIFT_ANIMATION_OUTPUT must end in .html, .svg, .png, .gif, .apng or .mp4, not 'page.pdf'"),
        ("SWIFT_ANIMATION_SIZE", "0x844", "SWIFT_ANIMATION_SIZE must be WIDTHxHEIGHT in points, both positive"),
        ("SWIFT_ANIMATION_SIZE", "nanxnan", "SWIFT_ANIMATION_SIZE must be WIDTHxHEIGHT"),
        ("SWIFT_ANIMATION_DURATION", "-1", "SWIFT_ANIMATION_DURATION must be a number of seconds from 0 to 3600, not '-1'"),
        ("SWIFT_ANIMATION_DURATION", "inf", "SWIFT_ANIMATION_DURATION must be a number of seconds"),
        ("SWIFT_ANIMATION_OPEN_URL", "no scheme", "SWIFT_ANIMATION_OPEN_URL must be a URL with a scheme")
    ])
    func badValuesSayWhatIsWrong(_ name: String, _ value: String, _ message: String) {
        #expect {
            _ = try AppLaunchOptions(environment: [name: value], liveAvailable: false)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func anAppIsRecordedFromItsWindowWithItsURL() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("small.svg").path
        let options = try AppLaunchOptions(
            environment: ["SWIFT_ANIMATION_OUTPUT": output, "SWIFT_ANIMATION_OPEN_URL": "small://x"], liveAvailable: false)
        let result = AppRunner.record(SmallApp(), name: "SmallApp", options: options)
        #expect(result.status == .written && result.output == output)
        #expect(result.size == CGSize(width: 200, height: 120))
        #expect(read(URL(fileURLWithPath: output)).contains(">small<"))
        let (live, host) = AppRunner.host(SmallApp(), name: "SmallApp", options: options)
        #expect(live.shown?.name == "SmallApp" && host?.size == CGSize(width: 200, height: 120))
    }
}
