import Foundation

/// What a scroll view tells about scrolling and zooming, as UIKit's
/// `UIScrollViewDelegate`; each method does nothing by default
/// (Objective-C's optional methods).
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// A deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooms: `nil` zooms nothing.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil`.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}

extension UIScrollView {
    /// Scrolls to an offset: at once (the headless host draws no UIKit
    /// view); an animated scroll also tells the delegate its animation
    /// ended.
    ///
    /// - Parameters:
    ///   - contentOffset: The offset.
    ///   - animated: Whether it animates.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Zooms to a scale, within the limits.
    ///
    /// - Parameters:
    ///   - scale: The scale.
    ///   - animated: Whether it animates (at once here).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }
}
