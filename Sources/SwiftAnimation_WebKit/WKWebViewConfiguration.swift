import Foundation
@_exported import UIKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a web view is made with, as WebKit's `WKWebViewConfiguration`:
/// kept, for code that sets it up (the headless host loads no pages).
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    /// The scripts and message handlers of the web view's pages.
    open var userContentController = WKUserContentController()
    /// The preferences.
    open var preferences = WKPreferences()
    /// The preferences of each page load.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where the web view keeps its data.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// The process pool (one per app, as since iOS 15).
    open var processPool = WKProcessPool()
    /// Whether HTML5 videos play inline.
    open var allowsInlineMediaPlayback = false
    /// Whether AirPlay is allowed.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether picture in picture is allowed.
    open var allowsPictureInPictureMediaPlayback = true
    /// The media types that need a user gesture to play.
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    /// The application name in the user agent.
    open var applicationNameForUserAgent: String?
    /// Whether the content is rendered only when complete.
    open var suppressesIncrementalRendering = false
    /// Which data detectors run over the page.
    open var dataDetectorTypes = WKDataDetectorTypes()
    /// Whether pages may ignore the viewport's scale limits.
    open var ignoresViewportScaleLimits = false
    /// Whether the page limits itself to app-bound domains.
    open var limitsNavigationsToAppBoundDomains = false
}

/// The media types of ``WKWebViewConfiguration/mediaTypesRequiringUserActionForPlayback``.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types of raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every type.
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// The data detectors of ``WKWebViewConfiguration/dataDetectorTypes``.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types of raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// Links.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Every type.
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// A web view's preferences, as WebKit's `WKPreferences` (kept).
@MainActor @preconcurrency
open class WKPreferences: NSObject {
    /// Whether JavaScript may open windows without a user action.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the page's text is shown at a minimum size.
    open var minimumFontSize: CGFloat = 0
    /// Whether fraudulent-site warnings show.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether text interaction (selection) is on.
    open var isTextInteractionEnabled = true
    /// Whether elements may go full screen.
    open var isElementFullscreenEnabled = false
}

/// The preferences of one page load, as WebKit's `WKWebpagePreferences` (kept).
@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    /// Whether the page's JavaScript runs (the headless host runs none).
    open var allowsContentJavaScript = true
    /// Whether the page asks for a mobile or desktop rendering.
    open var preferredContentMode = ContentMode.recommended

    /// The rendering a page asks for.
    public enum ContentMode: Int, Sendable {
        /// The system's choice.
        case recommended
        /// Mobile.
        case mobile
        /// Desktop.
        case desktop
    }
}

/// Where web views keep cookies and caches, as WebKit's `WKWebsiteDataStore`.
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(persistent: true)

    /// Whether the data lasts beyond the app's run.
    open private(set) var isPersistent: Bool

    private init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }

    /// The app's store.
    ///
    /// - Returns: One store for the app.
    open class func `default`() -> WKWebsiteDataStore { shared }

    /// A store that forgets everything when its web views go.
    ///
    /// - Returns: A new store.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}

/// The web content processes' pool, as WebKit's `WKProcessPool` (one per app).
@MainActor @preconcurrency
open class WKProcessPool: NSObject {}

/// The scripts and message handlers of a web view's pages, as WebKit's
/// `WKUserContentController`: kept (the headless host runs no
/// JavaScript, so no script runs and no message arrives).
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    /// The scripts added, in order.
    open private(set) var userScripts: [WKUserScript] = []
    /// The names of the message handlers added.
    public private(set) var messageHandlerNames: [String] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    /// Adds a script to the pages.
    ///
    /// - Parameter userScript: The script.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// Adds a handler of `window.webkit.messageHandlers.NAME.postMessage`.
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: The handler (kept strongly, as in WebKit).
    ///   - name: The name; a name already added is replaced.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        if handlers.updateValue(scriptMessageHandler, forKey: name) == nil { messageHandlerNames.append(name) }
    }

    /// Removes a message handler.
    ///
    /// - Parameter name: Its name.
    open func removeScriptMessageHandler(forName name: String) {
        handlers[name] = nil
        messageHandlerNames.removeAll { $0 == name }
    }

    /// Removes every message handler.
    open func removeAllScriptMessageHandlers() {
        handlers.removeAll()
        messageHandlerNames.removeAll()
    }
}

/// A script added to a web view's pages, as WebKit's `WKUserScript` (kept).
@MainActor @preconcurrency
open class WKUserScript: NSObject {
    /// Its JavaScript.
    open private(set) var source: String
    /// When it would run.
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// Whether it would run in the main frame only.
    open private(set) var isForMainFrameOnly: Bool

    /// A script.
    ///
    /// - Parameters:
    ///   - source: Its JavaScript.
    ///   - injectionTime: When it would run.
    ///   - forMainFrameOnly: Whether only in the main frame.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// When a user script runs, as WebKit's `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's content.
    case atDocumentStart
    /// After the document loads.
    case atDocumentEnd
}

/// What a page's script posts to the app, as WebKit's `WKScriptMessage`.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    /// The handler's name.
    open private(set) var name: String
    /// What was posted.
    open private(set) var body: Any
    /// The web view.
    open private(set) weak var webView: WKWebView?

    /// A message.
    ///
    /// - Parameters:
    ///   - name: The handler's name.
    ///   - body: What was posted.
    ///   - webView: The web view.
    public init(name: String, body: Any, webView: WKWebView?) {
        self.name = name
        self.body = body
        self.webView = webView
        super.init()
    }
}

/// What receives a page's script messages, as WebKit's `WKScriptMessageHandler`.
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: AnyObject {
    /// A message arrived.
    ///
    /// - Parameters:
    ///   - userContentController: The controller.
    ///   - message: The message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
