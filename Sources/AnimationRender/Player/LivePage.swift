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
        let style = """
            #stage { border: 1px solid #d0d7de; display: inline-block; background: white; min-width: 40px; min-height: 40px; cursor: pointer; }
            #stage svg { display: block; }
            """
        return PageTop.html(title: title, summary: summary, style: style) + """

            <div id="stage"></div>
            <pre id="status" class="status">connecting</pre>
            <script>
            const stage = document.getElementById('stage');
            const status = document.getElementById('status');
            let socket = null, frames = 0;
            function connect() {
              socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
              socket.onmessage = (message) => {
                const frame = JSON.parse(message.data);
                if (frame.error) { status.className = 'status error'; status.textContent = frame.error; return; }
                stage.innerHTML = frame.svg;
                frames += 1;
                status.className = 'status';
                status.textContent = 'live: ' + frame.time.toFixed(2) + ' s, ' + frames + ' frames received; click the view to tap it';
              };
              socket.onclose = () => {
                status.className = 'status';
                status.textContent = 'disconnected: reconnecting';
                setTimeout(connect, 1000);
              };
            }
            stage.addEventListener('click', (event) => {
              const svg = stage.querySelector('svg');
              if (!svg) return;
              const box = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
              const x = (event.clientX - box.left) * view.width / box.width;
              const y = (event.clientY - box.top) * view.height / box.height;
              if (socket && socket.readyState === WebSocket.OPEN) socket.send('tap ' + x.toFixed(2) + ',' + y.toFixed(2));
            });
            connect();
            </script>
            </body>
            </html>

            """
    }
}
