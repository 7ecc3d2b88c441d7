import Foundation
import UIKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One load of a web view, as WebKit's `WKNavigation`: an identity the
/// delegate's calls share.
@MainActor @preconcurrency
open class WKNavigation: NSObject {}

/// Why a navigation began, as WebKit's `WKNavigationType`.
public enum WKNavigationType: Int, Sendable {
    /// A link was tapped.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// Back or forward.
    case backForward = 2
    /// A reload.
    case reload = 3
    /// A form was submitted again.
    case formResubmitted = 4
    /// Anything else (a load the app asked for).
    case other = -1
}

/// Whether a navigation goes ahead, as WebKit's `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// It does not.
    case cancel = 0
    /// It does.
    case allow = 1
    /// It does, and a universal link may open its app.
    case download = 2
}

/// What a navigation asks for, as WebKit's `WKNavigationAction`.
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// The request.
    open private(set) var request: URLRequest
    /// Why the navigation began.
    open private(set) var navigationType: WKNavigationType
    /// The frame asking (the main frame).
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame to load (the main frame).
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether the navigation should end in a download.
    open private(set) var shouldPerformDownload = false

    init(request: URLRequest, navigationType: WKNavigationType) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        targetFrame = sourceFrame
        super.init()
    }
}

/// A frame of a page, as WebKit's `WKFrameInfo` (pages here have one).
@MainActor @preconcurrency
open class WKFrameInfo: NSObject {
    /// Whether it is the main frame: always.
    open var isMainFrame: Bool { true }
    /// The frame's request.
    open private(set) var request: URLRequest

    init(request: URLRequest) {
        self.request = request
        super.init()
    }
}

/// What a web view tells about its loads, as WebKit's
/// `WKNavigationDelegate`. Each method has a default (Objective-C's
/// optional methods): the policy decision allows; the others do nothing.
/// A delegate that implements only the `async` decision is asked through
/// it. The decision handler is a plain closure, as apps write it (Apple's
/// newest SDK marks it `@MainActor @Sendable`: a delegate written that way
/// compiles with a warning in Swift 5 mode).
@MainActor @preconcurrency
public protocol WKNavigationDelegate: AnyObject {
    /// Whether a navigation goes ahead: call `decisionHandler` once.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Whether a navigation goes ahead.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    /// A navigation started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation failed before its content came.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// A navigation's content began to arrive.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// A navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A committed navigation failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The page's content process ended.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Asks the `async` form.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        Task { @MainActor in decisionHandler(await self.webView(webView, decidePolicyFor: navigationAction)) }
    }
    /// `.allow`.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        .allow
    }
    /// Nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Nothing.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Nothing.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a web view asks of its app's interface, as WebKit's `WKUIDelegate`.
/// Pages run no script here, so no panel is ever asked for; the methods
/// have defaults, as Objective-C's optional methods.
@MainActor @preconcurrency
public protocol WKUIDelegate: AnyObject {
    /// A page asked for a new window: `nil` opens none.
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    /// A page's `window.close()`.
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    /// `nil`.
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration, for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }
    /// Nothing.
    public func webViewDidClose(_ webView: WKWebView) {}
}

/// What a page asked of a new window, as WebKit's `WKWindowFeatures`.
@MainActor @preconcurrency
open class WKWindowFeatures: NSObject {}

/// WebKit's errors, as `WKError`.
public struct WKError: Error, Hashable, Sendable {
    /// The codes.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The page's content process ended.
        case webContentProcessTerminated = 2
        /// The web view was invalidated.
        case webViewInvalidated = 3
        /// A JavaScript exception occurred (what every evaluation answers
        /// here: the headless host runs no JavaScript).
        case javaScriptExceptionOccurred = 4
        /// The script's result cannot be returned.
        case javaScriptResultTypeIsUnsupported = 5
    }

    /// WebKit's error domain.
    public static let errorDomain = "WKErrorDomain"

    /// The code.
    public let code: Code

    /// An error of a code.
    ///
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }
}
