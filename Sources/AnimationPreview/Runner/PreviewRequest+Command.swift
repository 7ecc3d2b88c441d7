import AnimationRender
import Foundation

extension PreviewRequest {
    /// The `animate preview` command that records this request's view
    /// again, less its range (`--start`, `--duration`), format and output,
    /// which a player page's export adds: the files as the user gave them,
    /// the view, the size, the frame rate, the events, freezes and solo.
    ///
    /// - Parameter view: The view shown (a preview's name or `FILE:LINE`).
    /// - Returns: The command, its arguments quoted for a POSIX shell.
    public func command(view: String) -> String {
        var arguments = ["animate", "preview"] + sources.map(\.shown) + ["--view", view]
        if let size { arguments += ["--size", "\(Self.number(Double(size.width)))x\(Self.number(Double(size.height)))"] }
        arguments += ["--fps", Self.number(frameRate)]
        for event in events { arguments += ["--event", event.description] }
        for freeze in freezes ?? [] { arguments += ["--freeze", "\(freeze.attribute)@\(Self.number(freeze.time))"] }
        if let solo { arguments += ["--solo", solo] }
        if let assets { arguments += ["--assets", assets] }
        if realTime { arguments.append("--real-time") }
        return arguments.map(Self.quoted).joined(separator: " ")
    }

    /// An argument as a POSIX shell reads it back: bare when it holds only
    /// safe characters, else in single quotes.
    static func quoted(_ argument: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:,@=+-")
        if !argument.isEmpty, argument.unicodeScalars.allSatisfy(safe.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
