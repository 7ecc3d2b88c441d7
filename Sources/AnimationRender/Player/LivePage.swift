import Foundation

/// The page of a view running live (`animate preview --live`): it opens a
/// WebSocket at `/ws` on the server that sent it, shows each frame it
/// receives (a message `{"time": t, "svg": "<svg ...>"}`) or error
/// (`{"error": "..."}`), and sends each click on the view back as a tap,
/// `tap X,Y` in the view's points (the frame's `viewBox` is the view's
/// size). It reconnects when the connection drops.
///
/// Element ids: `stage` (the frame's container), `status`.
public struct LivePage: Sendable {
    /// The page title.
    public var title: String
    /// A sentence about what the page shows.
    public var summary: String

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - title: The page title.
    ///   - summary: What the page shows.
    public init(title: String, summary: String = "") {
        self.title = title
        self.summary = summary
    }

    /// The page's HTML.
    public var html: String {
        PageTop.html(title: title, summary: summary, style: PageAssets.liveStyle) + """

            <div id="stage"></div>
            <pre id="status" class="status">connecting</pre>
            <script>
            \(PageAssets.liveScript)
            </script>
            </body>
            </html>

            """
    }
}
