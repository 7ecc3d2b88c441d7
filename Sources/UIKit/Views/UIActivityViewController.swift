import AnimationViews
import Foundation

/// A service a share sheet offers, as UIKit's `UIActivity`.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// The kinds of service.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// A kind of identifier.
        ///
        /// - Parameter rawValue: The identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The same, unlabelled.
        ///
        /// - Parameter rawValue: The identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Copy.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Assign to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Save to Photos.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add to Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Open in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Markup as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Post to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Post to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    }

    /// Where a service shows.
    public enum Category: Int, Sendable {
        /// With the actions.
        case action
        /// With the apps.
        case share
    }

    /// The service's kind (`nil` for a custom service without one).
    open var activityType: ActivityType? { nil }
    /// The service's title.
    open var activityTitle: String? { nil }
    /// The service's image.
    open var activityImage: UIImage? { nil }
    /// Where it shows.
    open class var activityCategory: Category { .action }
    /// Whether it can act on the items (true by default).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    /// Takes the items before acting.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts (by default, finishes at once with success).
    open func perform() { activityDidFinish(true) }
    /// Tells the share sheet the service finished.
    open func activityDidFinish(_ completed: Bool) { finished?(completed) }

    var finished: ((Bool) -> Void)?
}

/// Where a popover points, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Directions of raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
}

/// Where a controller presented as a popover (on iPad) is anchored, as
/// UIKit's `UIPopoverPresentationController` (kept: the host is a phone,
/// where such controllers show as sheets).
@MainActor @preconcurrency
open class UIPopoverPresentationController: NSObject {
    /// The view it points at.
    open weak var sourceView: UIView?
    /// The rectangle in the view it points at.
    open var sourceRect = CGRect.zero
    /// The bar button it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may take.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

/// The share sheet, as UIKit's `UIActivityViewController`.
///
/// The headless host shows no share sheet: presented or wrapped, the
/// controller is drawn as any UIKit controller (a labelled placeholder),
/// and the host is warned once. ``finish(activityType:completed:)`` plays
/// the user's choice: a completed `.copyToPasteboard` copies the strings,
/// URLs and images among the items to ``UIPasteboard/general``; an
/// application activity is prepared and performed; the completion handler
/// is called and the sheet dismissed.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// The app's own services.
    public let applicationActivities: [UIActivity]
    /// The system services not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the user picks a service (or none) and it finishes:
    /// the service, whether it completed, items it returned, and an error.
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?
    /// Where it is anchored on iPad.
    open private(set) var popoverPresentationController: UIPopoverPresentationController? = UIPopoverPresentationController()

    /// A share sheet.
    ///
    /// - Parameters:
    ///   - activityItems: What is shared.
    ///   - applicationActivities: The app's own services.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        CurrentHost.warn("UIActivityViewController: the headless host shows no share sheet; finish(activityType:completed:) plays a choice")
    }

    /// A share sheet from an archive: none here.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { nil }

    /// Plays the user's choice: a service (`nil`: the sheet closed without
    /// one) and whether it completed. A system service in
    /// ``excludedActivityTypes``, or an application service that cannot
    /// act on the items, is not offered: the choice counts as closing the
    /// sheet.
    ///
    /// - Parameters:
    ///   - activityType: The service.
    ///   - completed: Whether it completed (an application service tells
    ///     its own outcome).
    open func finish(activityType: UIActivity.ActivityType?, completed: Bool = true) {
        guard let activityType, offers(activityType) else {
            done(nil, false)
            return
        }
        if let activity = applicationActivities.first(where: { $0.activityType == activityType }) {
            activity.prepare(withActivityItems: activityItems)
            activity.finished = { [weak self] outcome in self?.done(activityType, outcome) }
            activity.perform()
            return
        }
        if activityType == .copyToPasteboard, completed { UIPasteboard.general.copy(activityItems) }
        done(activityType, completed)
    }

    private func offers(_ type: UIActivity.ActivityType) -> Bool {
        if let activity = applicationActivities.first(where: { $0.activityType == type }) {
            return activity.canPerform(withActivityItems: activityItems)
        }
        return !(excludedActivityTypes ?? []).contains(type)
    }

    private func done(_ type: UIActivity.ActivityType?, _ completed: Bool) {
        for activity in applicationActivities { activity.finished = nil }
        completionWithItemsHandler?(type, completed, nil, nil)
        dismiss(animated: true)
    }
}
