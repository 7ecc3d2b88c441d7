import AnimationCore
import AnimationRender
import Foundation

/// How an app that `swift run` starts shows itself (the `SwiftUI`
/// module's `App.main()`), read from environment variables, since the
/// app's own arguments are its own:
///
/// | variable | meaning |
/// |---|---|
/// | `SWIFT_ANIMATION_LIVE` | `1` serves the window live on `127.0.0.1` (needs the `Live` trait; the default with it), `0` writes a page (the default without it) |
/// | `SWIFT_ANIMATION_PORT` | the live server's port, 8765 by default; 0 for any free one |
/// | `SWIFT_ANIMATION_OUTPUT` | the file to write, its format by its extension (`html`, `svg`, `png`, `gif`, `mp4`); `APPNAME.html` by default |
/// | `SWIFT_ANIMATION_SIZE` | the window's size in points, `WIDTHxHEIGHT`; the scene's `defaultSize`, or 390x844 (a phone) by default |
/// | `SWIFT_ANIMATION_DURATION` | seconds to record; until the window settles (at most 10 s) by default |
/// | `SWIFT_ANIMATION_OPEN_URL` | a URL the app is opened with: its `onOpenURL` handlers receive it at launch |
/// | `SWIFT_ANIMATION_PREVIEW_REQUEST` | set by `animate`: the program runs a ``PreviewRequest`` on its previews instead |
public struct AppLaunchOptions: Equatable, Sendable {
    /// Serve live instead of writing a page.
    public var live: Bool
    /// The live server's port.
    public var port: Int
    /// The file to write.
    public var output: String?
    /// The format of the file, by its extension.
    public var format: RecordingFormat
    /// The window's size, if set.
    public var size: CGSize?
    /// How long to record, if set.
    public var duration: TimeInterval?
    /// A URL to open at launch.
    public var openURL: URL?

    /// The variable that makes the program a preview runner.
    public static let previewRequestVariable = "SWIFT_ANIMATION_PREVIEW_REQUEST"

    /// A variable with a value that cannot be used: one line for a person.
    public struct BadValue: Error, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Reads the options.
    ///
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - liveAvailable: Whether the build can serve live (the `Live` trait).
    /// - Throws: ``BadValue`` for a value that cannot be used.
    public init(environment: [String: String], liveAvailable: Bool) throws {
        switch environment["SWIFT_ANIMATION_LIVE"] {
        case nil, "": live = liveAvailable
        case "1", "true", "yes": live = true
        case "0", "false", "no": live = false
        case let other?: throw BadValue(description: "SWIFT_ANIMATION_LIVE must be 1 or 0, not '\(other)'")
        }
        if live, !liveAvailable {
            throw BadValue(
                description: "SWIFT_ANIMATION_LIVE=1 needs the Live trait of swift-animation: "
                    + "add traits: [\"Live\"] to its .package(...) line; or unset it to write a page")
        }
        port = 8765
        if let text = environment["SWIFT_ANIMATION_PORT"] {
            guard let value = Int(text), (0...65535).contains(value) else {
                throw BadValue(description: "SWIFT_ANIMATION_PORT must be 0 to 65535, not '\(text)'")
            }
            port = value
        }
        output = environment["SWIFT_ANIMATION_OUTPUT"].flatMap { $0.isEmpty ? nil : $0 }
        format = .html
        if let output {
            let ext = (output as NSString).pathExtension.lowercased()
            guard let parsed = RecordingFormat(rawValue: ext) else {
                throw BadValue(description: "SWIFT_ANIMATION_OUTPUT must end in .html, .svg, .png, .gif, .apng or .mp4, not '\(output)'")
            }
            guard parsed.isAvailable else {
                throw BadValue(description: "\(ext) output needs the Cairo trait of swift-animation; use .html or .svg")
            }
            format = parsed
        }
        if let text = environment["SWIFT_ANIMATION_SIZE"] {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                width.isFinite, height.isFinite, width > 0, height > 0
            else {
                throw BadValue(description: "SWIFT_ANIMATION_SIZE must be WIDTHxHEIGHT in points, both positive, such as 390x844; not '\(text)'")
            }
            size = CGSize(width: width, height: height)
        }
        if let text = environment["SWIFT_ANIMATION_DURATION"] {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 3600 else {
                throw BadValue(description: "SWIFT_ANIMATION_DURATION must be a number of seconds from 0 to 3600, not '\(text)'")
            }
            duration = value
        }
        if let text = environment["SWIFT_ANIMATION_OPEN_URL"] {
            guard let url = URL(string: text), url.scheme != nil else {
                throw BadValue(description: "SWIFT_ANIMATION_OPEN_URL must be a URL with a scheme, such as myapp://item/3; not '\(text)'")
            }
            openURL = url
        }
    }
}
