extension HTMLPlayer {
    /// The export panel: the frames `from`…`to` (the looped range) as a
    /// PNG sequence drawn from the page's own frames (`export-pngs`, links
    /// in `export-links`), and, with a ``command``, the `animate` command
    /// that records that range as a GIF, an MP4 or a PNG sequence
    /// (`export-format`, `export-command`).
    var exportPanel: String {
        let commandControls =
            command == nil
            ? ""
            : """
            <label>as <select id="export-format"><option>gif</option><option>mp4</option><option>pngs</option></select></label>
            <input id="export-command" readonly size="90">
            """
        return """
            <div class="controls" id="export">export frames (the range above): \(commandControls)
            <button id="export-pngs">PNG sequence from this page</button>
            <span id="export-links"></span>
            </div>
            """
    }
}
