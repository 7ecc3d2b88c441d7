import Foundation

/// One message of a live preview, as a line of JSON: a frame the view
/// shows, or an error to show instead (a compile error after an edit, a
/// crash). The page of `animate preview --live` receives them as they are.
public struct LiveFrame: Codable, Sendable, Equatable {
    /// The view's time, in seconds since it started.
    public var time: Double?
    /// The frame, as a standalone SVG document.
    public var svg: String?
    /// An error to show.
    public var error: String?

    /// A frame.
    ///
    /// - Parameters:
    ///   - time: The view's time.
    ///   - svg: What it shows.
    public init(time: Double, svg: String) {
        self.time = time
        self.svg = svg
    }

    /// An error.
    ///
    /// - Parameter error: What went wrong.
    public init(error: String) {
        self.error = error
    }

    /// The message as one line of JSON (no newline inside).
    public var line: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
