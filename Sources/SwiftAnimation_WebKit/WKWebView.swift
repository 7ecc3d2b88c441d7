import AnimationViews
import Foundation
import UIKit

#if canImport(FoundationNetworking)
// URLRequest, as Apple's Foundation has it.
@_exported import FoundationNetworking
#endif

/// A view of web content, as WebKit's `WKWebView`.
///
/// The headless host renders no web content and reaches no network. A
/// web view runs its loads' life cycle as WebKit does, on later turns of
/// the main actor: the navigation delegate decides, then is told the
/// navigation started, committed and finished (or failed). HTML given to
/// ``loadHTMLString(_:baseURL:)``, `file:` URLs that can be read and
/// `about:blank` load, and ``title`` is read from the page's `<title>`;
/// `http(s)` and other URLs fail before their content comes, with
/// `URLError(.notConnectedToInternet)`, as on a device without a
/// network. The back-forward list, ``canGoBack`` and ``goBack()`` follow
/// the loads; no JavaScript runs (``evaluateJavaScript(_:completionHandler:)``
/// answers `WKError(.javaScriptExceptionOccurred)`). A representable that
/// wraps it draws the usual labelled placeholder; the host is warned once.
@MainActor @preconcurrency
open class WKWebView: UIView {
    /// What the web view was made with (a copy, as in WebKit).
    open private(set) var configuration: WKWebViewConfiguration
    /// What is told about loads.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// What is asked for interface.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view of the page.
    public let scrollView = UIScrollView(frame: .zero)
    /// The URL of the page: set when a navigation starts.
    open internal(set) var url: URL?
    /// The page's title: its `<title>`, once loaded (`nil` before).
    open internal(set) var title: String?
    /// Whether a load is under way.
    open internal(set) var isLoading = false
    /// How much of the load is done, 0 to 1.
    open internal(set) var estimatedProgress: Double = 0
    /// Whether edge swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether link previews show.
    open var allowsLinkPreview = true
    /// The user agent used instead of the default.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect it.
    open var isInspectable = false
    /// The page's zoom.
    open var pageZoom: CGFloat = 1
    /// Whether every page element is secure: no page is ever fetched.
    open var hasOnlySecureContent: Bool { url?.scheme != "http" }

    /// The pages visited, oldest first, and where the web view is in them.
    var history: [URLRequest] = []
    var historyIndex = -1
    /// The navigation under way, which a newer load replaces.
    var current: WKNavigation?

    /// A web view of a frame.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - configuration: What it is made with.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        addSubview(scrollView)
        CurrentHost.warn("WKWebView: the headless host renders no web content and reaches no network (see WKWebView's documentation)")
    }

    /// A web view of a frame with the default configuration.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view from an archive: none here, as for every UIKit view.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// Loads a request.
    ///
    /// - Parameter request: The request.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(to: request, html: nil, type: .other, recording: true)
    }

    /// Loads HTML.
    ///
    /// - Parameters:
    ///   - string: The HTML.
    ///   - baseURL: The URL the page's relative links resolve against
    ///     (`about:blank` when `nil`).
    /// - Returns: The navigation.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(to: URLRequest(url: baseURL ?? URL(string: "about:blank")!), html: string, type: .other, recording: true)
    }

    /// Loads a file the app may read.
    ///
    /// - Parameters:
    ///   - URL: The file.
    ///   - readAccessURL: What the page may read (kept).
    /// - Returns: The navigation.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(to: URLRequest(url: URL), html: nil, type: .other, recording: true)
    }

    /// Loads data of a MIME type.
    ///
    /// - Parameters:
    ///   - data: The content.
    ///   - MIMEType: Its type (`text/html` is read for its title).
    ///   - characterEncodingName: Its encoding (UTF-8 is read).
    ///   - baseURL: The URL the page's links resolve against.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let html = MIMEType == "text/html" ? String(decoding: data, as: UTF8.self) : ""
        return navigate(to: URLRequest(url: baseURL), html: html, type: .other, recording: true)
    }

    /// Whether there is a page to go back to.
    open var canGoBack: Bool { historyIndex > 0 }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { historyIndex >= 0 && historyIndex < history.count - 1 }

    /// Goes back a page.
    ///
    /// - Returns: The navigation, or `nil` when there is no page back.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        historyIndex -= 1
        return navigate(to: history[historyIndex], html: nil, type: .backForward, recording: false)
    }

    /// Goes forward a page.
    ///
    /// - Returns: The navigation, or `nil` when there is no page forward.
    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        historyIndex += 1
        return navigate(to: history[historyIndex], html: nil, type: .backForward, recording: false)
    }

    /// Loads the current page again.
    ///
    /// - Returns: The navigation, or `nil` when nothing was loaded.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard historyIndex >= 0 else { return nil }
        return navigate(to: history[historyIndex], html: nil, type: .reload, recording: false)
    }

    /// Stops the load under way: its delegate hears nothing more of it.
    open func stopLoading() {
        current = nil
        isLoading = false
    }

    /// Runs JavaScript: the headless host runs none, so the completion is
    /// called on a later turn with `WKError(.javaScriptExceptionOccurred)`.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - completionHandler: Called with no result and the error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        Task { @MainActor in completionHandler(nil, WKError(.javaScriptExceptionOccurred)) }
    }

    /// Runs JavaScript: see the completion form.
    ///
    /// - Parameter javaScriptString: The script.
    /// - Returns: Never: the script does not run.
    /// - Throws: `WKError(.javaScriptExceptionOccurred)`.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }
}
