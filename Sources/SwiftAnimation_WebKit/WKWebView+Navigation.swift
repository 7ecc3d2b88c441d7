import Foundation
import UIKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension WKWebView {
    /// Starts a navigation: the delegate decides on a later turn, then the
    /// load runs (see ``WKWebView``). A newer navigation replaces one
    /// under way, whose delegate hears nothing more.
    func navigate(to request: URLRequest, html: String?, type: WKNavigationType, recording: Bool) -> WKNavigation {
        let navigation = WKNavigation()
        current = navigation
        isLoading = true
        estimatedProgress = 0.1
        Task { @MainActor [weak self] in
            guard let self else { return }
            let action = WKNavigationAction(request: request, navigationType: type)
            let policy = await decide(action)
            guard current === navigation else { return }
            guard policy != .cancel else {
                finish(navigation)
                return
            }
            run(navigation, request: request, html: html, recording: recording)
        }
        return navigation
    }

    /// The delegate's decision (allow without one). A decision handler
    /// called more than once counts once; one dropped without a call
    /// cancels.
    private func decide(_ action: WKNavigationAction) async -> WKNavigationActionPolicy {
        guard let delegate = navigationDelegate else { return .allow }
        return await withCheckedContinuation { continuation in
            let once = DecisionOnce(continuation)
            delegate.webView(self, decidePolicyFor: action) { policy in once.resume(policy) }
        }
    }

    private func run(_ navigation: WKNavigation, request: URLRequest, html: String?, recording: Bool) {
        url = request.url
        if recording {
            history.removeSubrange(min(historyIndex + 1, history.count)...)
            history.append(request)
            historyIndex = history.count - 1
        }
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        guard current === navigation else { return }
        guard let page = html ?? Self.content(of: request.url) else {
            let code: URLError.Code = request.url?.isFileURL == true ? .fileDoesNotExist : .notConnectedToInternet
            finish(navigation)
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: URLError(code, userInfo: [:]))
            return
        }
        estimatedProgress = 0.5
        navigationDelegate?.webView(self, didCommit: navigation)
        guard current === navigation else { return }
        title = Self.title(of: page)
        finish(navigation)
        navigationDelegate?.webView(self, didFinish: navigation)
    }

    private func finish(_ navigation: WKNavigation) {
        guard current === navigation else { return }
        current = nil
        isLoading = false
        estimatedProgress = 1
    }

    /// A page the headless host can load: `about:` pages are empty, a
    /// readable `file:` URL is its contents; anything else (the network)
    /// is `nil`.
    static func content(of url: URL?) -> String? {
        guard let url else { return nil }
        if url.scheme == "about" { return "" }
        guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of a page's first `<title>` element, its spaces collapsed
    /// and the five XML entities decoded; `""` without one (as WebKit).
    static func title(of page: String) -> String {
        guard let open = page.range(of: "<title", options: .caseInsensitive),
            let end = page[open.upperBound...].firstIndex(of: ">"),
            let close = page[end...].range(of: "</title>", options: .caseInsensitive)
        else { return "" }
        var text = String(page[page.index(after: end)..<close.lowerBound])
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Resumes a decision once, however often the delegate calls its handler.
@MainActor
private final class DecisionOnce {
    private var continuation: CheckedContinuation<WKNavigationActionPolicy, Never>?
    init(_ continuation: CheckedContinuation<WKNavigationActionPolicy, Never>) { self.continuation = continuation }
    /// A handler dropped without being called cancels the navigation
    /// (WebKit raises an exception).
    deinit { continuation?.resume(returning: .cancel) }
    func resume(_ policy: WKNavigationActionPolicy) {
        continuation?.resume(returning: policy)
        continuation = nil
    }
}
