import AnimationCore
import AnimationViews
import Foundation

/// A UIKit view: enough of one for SwiftUI code that makes, wraps or
/// configures views (`UIViewRepresentable`'s views, `UIHostingController`'s
/// view, the window).
///
/// A view keeps its properties and its tree of subviews; an image of it
/// (``drawHierarchy(in:afterScreenUpdates:)``, a snapshot test's) draws
/// the tree. SwiftUI's host draws a representable's view as a labelled
/// placeholder (see `UIViewRepresentable`).
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// How a view fits its content into its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect ratio.
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centered.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
    }

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet {
            bounds.size = frame.size
            storedLayer?.frame = frame
        }
    }

    private var storedLayer: CALayer?

    /// The view's layer, of the view's ``layerClass``, made when first
    /// read; its frame follows the view's.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        made.frame = frame
        storedLayer = made
        return made
    }

    /// The class of the views' layers (`CALayer`); a subclass overrides it
    /// to back its views with another kind of layer.
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's rectangle in its own coordinates. A new size resizes the
    /// frame about its center, as UIKit's does (a view that sets
    /// `bounds.size` in its initializer has that size in its superview); a
    /// size that is not finite leaves the frame as it is.
    open var bounds: CGRect {
        didSet {
            guard bounds.size != frame.size, bounds.width.isFinite, bounds.height.isFinite else { return }
            let center = center
            frame = CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
    }
    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The background color.
    open var backgroundColor: UIColor?
    /// The tint color (system blue when none is set).
    open var tintColor: UIColor! {
        get { storedTint ?? superview?.tintColor ?? .systemBlue }
        set { storedTint = newValue }
    }
    private var storedTint: UIColor?
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The identifier UI tests and snapshot failures find the view by.
    open var accessibilityIdentifier: String?
    /// The transform about the center (kept: the headless host draws no
    /// UIKit view).
    open var transform = CGAffineTransform.identity
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the view takes events.
    open var isUserInteractionEnabled = true
    /// Whether the view takes more than one finger at a time (the headless
    /// host's pointer is one finger).
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches only while no other view does.
    open var isExclusiveTouch = false
    /// How content fits the bounds.
    open var contentMode = ContentMode.scaleToFill
    /// Whether an autoresizing mask becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The appearance the view asks for.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// An integer that identifies the view.
    open var tag = 0

    /// The gesture recognizers attached (kept: see
    /// ``UIGestureRecognizer``; the host sends UIKit views no touches).
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    /// A view of a frame.
    ///
    /// - Parameter frame: The frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// A view of zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view from an archive: the headless host reads no archives, so this
    /// returns `nil` (storyboards and nibs do not exist here).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window the view is in: the nearest window up its superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The safe-area insets: the window's (the host's), for a view in it.
    open var safeAreaInsets: UIEdgeInsets {
        window?.safeAreaInsets ?? .zero
    }

    /// Adds a subview in front of the others (moving it from its
    /// superview).
    ///
    /// - Parameter view: The subview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts a subview at an index of ``subviews``.
    ///
    /// - Parameters:
    ///   - view: The subview.
    ///   - index: The index, clamped to the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Inserts a subview just behind another (at the end when that one is
    /// not a subview).
    ///
    /// - Parameters:
    ///   - view: The subview.
    ///   - siblingSubview: The subview it goes behind.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== self, view !== siblingSubview else { return }
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    /// Inserts a subview just in front of another (at the end when that
    /// one is not a subview).
    ///
    /// - Parameters:
    ///   - view: The subview.
    ///   - siblingSubview: The subview it goes in front of.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== self, view !== siblingSubview else { return }
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    /// Moves a subview in front of the others (nothing for a view that is
    /// not a subview).
    ///
    /// - Parameter view: The subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview behind the others (nothing for a view that is not a
    /// subview).
    ///
    /// - Parameter view: The subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps two subviews' places (nothing when either index is outside
    /// the subviews).
    ///
    /// - Parameters:
    ///   - index1: One index.
    ///   - index2: The other.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Marks the view for layout (the headless host lays out no UIKit
    /// views).
    open func setNeedsLayout() {}
    /// Lays the view out now if it is marked (does nothing here).
    open func layoutIfNeeded() {}
    /// Lays out subviews (override point; does nothing by default).
    open func layoutSubviews() {}
    /// Marks the view for drawing (a view is drawn when an image of it is
    /// taken: see ``drawHierarchy(in:afterScreenUpdates:)``).
    open func setNeedsDisplay() {}
    /// Draws the view's own content into the current graphics context, in
    /// its bounds' coordinates: an override point (`UILabel` draws its
    /// text, `UIImageView` its image); nothing by default.
    ///
    /// - Parameter rect: The part to draw (the bounds).
    open func draw(_ rect: CGRect) {}
    /// The size that fits a proposal: the current size.
    ///
    /// - Parameter size: The proposal.
    /// - Returns: The size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// The content's natural size: none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The value of a dimension a view does not have.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Ends editing in the view's text fields: the host's focused field
    /// loses focus.
    ///
    /// - Parameter force: Unused.
    /// - Returns: Whether a field was focused.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        CurrentHost.host?.endEditing() ?? false
    }

    /// Runs changes to views; UIKit animates them, the headless host
    /// applies them at once (it draws no UIKit views) and then calls the
    /// completion with `true`.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration.
    ///   - animations: The changes.
    ///   - completion: Called after.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}
