import CoreHaptics
import Foundation
import SafariServices
@testable import SwiftUI
import TestSupport
import Testing
import WebKit

@MainActor
@Suite("Web views, Safari controllers and haptics", .serialized)
struct WebAndHapticsBehaviourTests {
    /// A page on the network fails before its content comes, as offline;
    /// the delegate hears it and the screen says so.
    @Test func aNetworkPageFailsAsOffline() async throws {
        var made: WKWebView?
        let host = ViewHost(BrowserScreen(onMake: { made = $0 }), size: CGSize(width: 300, height: 400))
        #expect(host.find(text: "Loading…") != nil)
        #expect(host.find(text: "WebView") != nil)
        let webView = try #require(made)
        #expect(webView.isLoading)
        #expect(webView.configuration.userContentController.userScripts.map(\.injectionTime) == [.atDocumentEnd])
        #expect(webView.configuration.allowsInlineMediaPlayback)
        #expect(await yieldUntil { !webView.isLoading })
        host.advance(by: 0.1)
        #expect(host.find(text: "Title: Offline: true") != nil)
        #expect(webView.url == URL(string: "https://www.hackingwithswift.com"))
        #expect(webView.title == nil)
        #expect(!webView.canGoBack)
        #expect(webView.goBack() == nil)
        #expect(host.warnings.contains { $0.contains("WKWebView") })
    }

    /// HTML given to the web view loads: its title is the `<title>`'s
    /// text with entities decoded and spaces collapsed.
    @Test func htmlLoadsWithItsTitle() async throws {
        let html = "<html><head><TITLE>  Hello &amp;\n  welcome </TITLE></head><body>Hi</body></html>"
        var made: WKWebView?
        let host = ViewHost(BrowserScreen(html: html, onMake: { made = $0 }), size: CGSize(width: 300, height: 400))
        let webView = try #require(made)
        #expect(await yieldUntil { !webView.isLoading })
        host.advance(by: 0.1)
        #expect(host.find(text: "Title: Hello & welcome") != nil)
        #expect(webView.url == URL(string: "about:blank"))
        #expect(webView.estimatedProgress == 1)
    }

    /// A delegate that cancels stops the navigation before it starts.
    @Test func aCancelledNavigationNeverStarts() async throws {
        var made: WKWebView?
        let host = ViewHost(BrowserScreen(blocked: "hackingwithswift", onMake: { made = $0 }), size: CGSize(width: 300, height: 400))
        let webView = try #require(made)
        #expect(await yieldUntil { !webView.isLoading })
        #expect(webView.url == nil)
        #expect(webView.title == nil)
        host.advance(by: 0.1)
        #expect(host.find(text: "Loading…") != nil)
    }

    /// Files load; the back-forward list follows the loads, and going back
    /// reloads the earlier page as a back-forward navigation.
    @Test func historyGoesBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.html"), second = folder.appendingPathComponent("b.html")
        try Data("<title>First</title>".utf8).write(to: first)
        try Data("<title>Second</title>".utf8).write(to: second)
        let recorder = NavigationRecorder()
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        webView.navigationDelegate = recorder
        webView.loadFileURL(first, allowingReadAccessTo: folder)
        #expect(await yieldUntil { webView.title == "First" && !webView.isLoading })
        webView.load(URLRequest(url: second))
        #expect(await yieldUntil { webView.title == "Second" && !webView.isLoading })
        #expect(webView.canGoBack && !webView.canGoForward)
        webView.goBack()
        #expect(await yieldUntil { webView.title == "First" && !webView.isLoading })
        #expect(webView.canGoForward)
        #expect(recorder.types == [.other, .other, .backForward])
        #expect(recorder.finished == 3)
        webView.load(URLRequest(url: folder.appendingPathComponent("missing.html")))
        #expect(await yieldUntil { recorder.failure != nil })
        #expect(recorder.failure == .fileDoesNotExist)
        await #expect(throws: WKError(.javaScriptExceptionOccurred)) { try await webView.evaluateJavaScript("1 + 1") }
    }

    /// A Safari controller is drawn as a placeholder; presented, it reports
    /// its initial load as failed (offline); Done tells the delegate.
    @Test func safariControllerReportsAndFinishes() throws {
        let host = ViewHost(SafariView(url: URL(string: "https://www.apple.com")!), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "SafariView") != nil)
        #expect(host.warnings.contains { $0.contains("SFSafariViewController") })
        let controller = SFSafariViewController(url: URL(string: "https://www.apple.com")!)
        let delegate = SafariRecorder()
        controller.delegate = delegate
        UIViewController().present(controller, animated: false)
        #expect(delegate.loads == [false])
        controller.finish()
        #expect(delegate.finished)
        #expect(controller.dismissButtonStyle == .done)
        _ = SFSafariViewController(url: URL(fileURLWithPath: "/tmp/page.html"))
        #expect(host.warnings.contains { $0.contains("is not an http or https URL") })
    }

    /// On the Simulator's hardware the app hears there are no haptics;
    /// with haptics simulated, the pattern plays (its duration: the last
    /// event ends at 1 + 0.5 s).
    @Test func hapticsFollowTheHardware() async throws {
        defer { CHHapticEngine.simulatedSupportsHaptics = false }
        let host = ViewHost(HapticsScreen(), size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "No haptics") != nil)
        #expect(host.warnings.contains { $0.contains("CoreHaptics") })
        #expect(throws: CHHapticError(.notSupported)) { try CHHapticEngine() }

        CHHapticEngine.simulatedSupportsHaptics = true
        let simulated = ViewHost(HapticsScreen(), size: CGSize(width: 300, height: 200))
        #expect(simulated.find(text: "Ready")?.tap() == true)
        simulated.advance(by: 0.1)
        #expect(simulated.find(text: "Played 1.5") != nil)
    }

    /// Players need a running engine (unless it shuts down and starts by
    /// itself); bad times throw as Core Haptics does.
    @Test func playersCheckTheirEngineAndTimes() async throws {
        defer { CHHapticEngine.simulatedSupportsHaptics = false }
        CHHapticEngine.simulatedSupportsHaptics = true
        let engine = try CHHapticEngine()
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0.25, duration: 3)
        let pattern = try CHHapticPattern(events: [tap], parameters: [])
        #expect(pattern.duration == 0.25)
        let player = try engine.makeAdvancedPlayer(with: pattern)
        #expect(throws: CHHapticError(.engineNotRunning)) { try player.start(atTime: CHHapticTimeImmediate) }
        engine.isAutoShutdownEnabled = true
        let finished = Flag()
        player.completionHandler = { _ in finished.set() }
        try player.start(atTime: 0)
        #expect(await yieldUntil { finished.isSet })
        #expect(throws: CHHapticError(.invalidTime)) { try player.start(atTime: -1) }
        #expect(throws: CHHapticError(.invalidEventTime)) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -0.1)], parameters: [])
        }
        #expect(throws: CHHapticError(.invalidEventDuration)) {
            try CHHapticPattern(
                events: [CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: .nan)], parameters: [])
        }
        #expect(try CHHapticPattern(events: [], parameters: []).duration == 0)
    }
}

extension WebAndHapticsBehaviourTests {
    /// A decision handler called twice counts once; one the delegate drops
    /// without calling cancels the navigation (WebKit raises).
    @Test func decisionHandlersCountOnce() async throws {
        let twice = CarelessDecider(calls: 2)
        let webView = WKWebView(frame: .zero)
        webView.navigationDelegate = twice
        webView.loadHTMLString("<title>Once</title>", baseURL: nil)
        #expect(await yieldUntil { !webView.isLoading })
        #expect(webView.title == "Once")
        #expect(twice.finished == 1)

        let dropping = CarelessDecider(calls: 0)
        webView.navigationDelegate = dropping
        webView.loadHTMLString("<title>Never</title>", baseURL: nil)
        #expect(await yieldUntil { !webView.isLoading })
        #expect(webView.title == "Once")
        #expect(dropping.finished == 0)
    }

    /// A scroll view tells its delegate of every offset and zoom change;
    /// the zoom stays within its limits and ignores NaN.
    @Test func scrollViewsTellTheirDelegate() {
        final class Recorder: UIScrollViewDelegate {
            var scrolls = 0, zooms = 0, animationsEnded = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationsEnded += 1 }
        }
        let recorder = Recorder()
        let scrollView = WKWebView(frame: .zero).scrollView
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        #expect(recorder.scrolls == 2 && recorder.animationsEnded == 1)
        scrollView.maximumZoomScale = 3
        scrollView.setZoomScale(5, animated: false)
        #expect(scrollView.zoomScale == 3)
        scrollView.zoomScale = 0.2
        #expect(scrollView.zoomScale == 1)
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == 1)
        #expect(recorder.zooms == 3)
    }
}

/// Calls its decision handler a given number of times.
@MainActor
private final class CarelessDecider: WKNavigationDelegate {
    let calls: Int
    var finished = 0
    init(calls: Int) { self.calls = calls }
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        for _ in 0..<calls { decisionHandler(.allow) }
    }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
}

@MainActor
private final class NavigationRecorder: NSObject, WKNavigationDelegate {
    var types: [WKNavigationType] = []
    var finished = 0
    var failure: URLError.Code?

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        types.append(navigationAction.navigationType)
        return .allow
    }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        failure = (error as? URLError)?.code
    }
}

@MainActor
private final class SafariRecorder: SFSafariViewControllerDelegate {
    var loads: [Bool] = []
    var finished = false
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        loads.append(didLoadSuccessfully)
    }
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished = true }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
