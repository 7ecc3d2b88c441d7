/// The scripts and styles of the pages this module writes, kept as files
/// in `Page/` beside this one (JavaScript and CSS that editors, linters
/// and `node --check` read as what they are: `.ci/check-page-scripts.py`)
/// and embedded in the module by SwiftPM (`.embedInCode` in the manifest),
/// so that an `animate` copied anywhere carries them: there is no bundle
/// to find at run time.
enum PageAssets {
    /// Every page's shared rules: the body's face and margins, the summary
    /// and the status line (plain and as an error).
    static let pageStyle = text(PackageResources.page_css)

    /// The player's own rules: the stage, the controls, the traces and the
    /// transaction tables.
    static let playerStyle = text(PackageResources.player_css)

    /// The player's script, after `frames`, `traceData`, `curves`,
    /// `frameRate` and `duration` are declared: `show(i)` draws frame `i`
    /// and moves the traces' cursors, the curves' dots and the marks of the
    /// running animations; play and pause, a frame back and on (the
    /// buttons, or the arrow keys), speeds from 0.1 to 2, a loop over the
    /// frames `from`…`to`, the exact values under the pointer on the
    /// traces (`readout`), and an outline on the stage around the view of
    /// the transaction row under the pointer (`highlight`). Each step costs
    /// one frame's SVG and a pass over the rows: nothing grows with the
    /// recording's length.
    static let playerScript = text(PackageResources.player_js)

    /// The export panel's script, after the player's (`range()`, `frames`,
    /// `frameRate`, `stageSize`, `exportCommand`): keeps the command in
    /// step with the range and format; draws each frame of the range to a
    /// canvas and links its PNG, named `frame00000.png` on.
    static let exportScript = text(PackageResources.export_js)

    /// The inspection's script, after the player's (`inspection`,
    /// `animationRows`, `index`): adds the row buttons and posts the next
    /// state.
    static let inspectionScript = text(PackageResources.inspection_js)

    /// The page's half of `--watch`, after `pageVersion` and `watchScript`
    /// (the script's address) are declared: polls the script, reloads at
    /// the frame shown when the version changes, shows errors.
    static let watchScript = text(PackageResources.watch_js)

    /// The live page's own rules: the stage a click taps.
    static let liveStyle = text(PackageResources.live_css)

    /// The live page's script: the WebSocket at `/ws` (frames and errors
    /// in, taps out), reconnecting when it drops.
    static let liveScript = text(PackageResources.live_js)

    /// A file's text without its last line break (the pages place each
    /// part on lines of its own).
    private static func text(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
