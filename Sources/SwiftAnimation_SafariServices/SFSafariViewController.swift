import AnimationViews
import Foundation
@_exported import UIKit

/// Safari's browser inside an app, as SafariServices'
/// `SFSafariViewController`.
///
/// The headless host shows no web content and reaches no network: the
/// controller keeps its URL and settings and is drawn as any UIKit
/// controller (a labelled placeholder); its initial load is reported to
/// the delegate as failed when it appears, as offline. ``finish()``
/// plays the user's Done button: the delegate is told and the controller
/// dismissed. A URL that is not `http` or `https` (which Safari's
/// controller rejects with an exception) is kept, with a warning. The
/// host is warned once.
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
    /// The settings a controller is made with.
    @MainActor @preconcurrency
    open class Configuration: NSObject {
        /// Whether Reader opens when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        /// Public initializer.
        public override init() { super.init() }
    }

    /// The label of the button that closes the controller.
    public enum DismissButtonStyle: Int, Sendable {
        /// Done.
        case done
        /// Close.
        case close
        /// Cancel.
        case cancel
    }

    /// The page it opens.
    public let url: URL
    /// Its settings.
    open private(set) var configuration: Configuration
    /// What is told of the controller's events.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' color.
    open var preferredBarTintColor: UIColor?
    /// The controls' color.
    open var preferredControlTintColor: UIColor?
    /// The close button's label.
    open var dismissButtonStyle = DismissButtonStyle.done

    private var reportedInitialLoad = false

    /// A controller of a page.
    ///
    /// - Parameters:
    ///   - URL: An `http` or `https` URL.
    ///   - configuration: Its settings.
    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        CurrentHost.warn("SFSafariViewController: the headless host shows no web content; the controller is a placeholder")
        if !["http", "https"].contains(URL.scheme?.lowercased() ?? "") {
            CurrentHost.warn("SFSafariViewController: \(URL.absoluteString) is not an http or https URL (Safari raises an exception)")
        }
    }

    /// A controller of a page with the default settings.
    ///
    /// - Parameter URL: An `http` or `https` URL.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller from an archive: none here, as for every UIKit controller.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// Reports the initial load, once, as failed: no network here.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !reportedInitialLoad else { return }
        reportedInitialLoad = true
        delegate?.safariViewController(self, didCompleteInitialLoad: false)
    }

    /// Plays the user's Done: tells the delegate, then dismisses the
    /// controller.
    open func finish() {
        delegate?.safariViewControllerDidFinish(self)
        dismiss(animated: true)
    }
}

/// What a Safari controller tells, as SafariServices'
/// `SFSafariViewControllerDelegate`; each method does nothing by default.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user closed the controller.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page loaded, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
    /// Nothing.
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    /// Nothing.
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    /// Nothing.
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}
