import AnimationViews
import Foundation

/// A segmented control, as in UIKit: what `UISegmentedControl.appearance()`
/// configures. SwiftUI's segmented `Picker` draws with the appearance's
/// ``selectedSegmentTintColor`` (the selected plate), ``backgroundColor``
/// (the track) and the `.foregroundColor` of the title text attributes
/// for `.normal` and `.selected`, as on iOS, when they are set before the
/// picker is drawn. Other attributes (a `.font`) are kept, not drawn.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    private var isProxy = false
    private var titles: [String?] = []
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A segment index meaning none is selected.
    public static let noSegment = -1

    /// The selected segment's index (``noSegment``: none). Setting an
    /// index outside the segments selects none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet { if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment } }
    }

    /// The selected segment's color (the proxy's sets every picker's).
    open var selectedSegmentTintColor: UIColor? {
        didSet { if isProxy { SegmentedPickerAppearance.selectedSegment = selectedSegmentTintColor?.swiftUIColor } }
    }

    /// The track's color (the proxy's sets every picker's).
    open override var backgroundColor: UIColor? {
        didSet { if isProxy { SegmentedPickerAppearance.background = backgroundColor?.swiftUIColor } }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A control with segments of titles (strings; other items make
    /// segments without titles).
    ///
    /// - Parameter items: The segments' titles.
    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    /// An empty control.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control from an archive: `nil`, as every view (the headless host
    /// reads no archives).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A segment's title.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: Its title (`nil` for an index outside the segments).
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Sets a segment's title (an index outside the segments is ignored,
    /// as in UIKit).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The segment's index.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    /// Inserts a segment (the index is clamped to the segments).
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - segment: Where it goes.
    ///   - animated: Whether it animates (no effect: nothing draws it).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the text attributes of titles in a state; the proxy's
    /// `.foregroundColor` for `.normal` and `.selected` colors every
    /// picker's text.
    ///
    /// - Parameters:
    ///   - attributes: The attributes (`nil` removes them).
    ///   - state: The state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
        guard isProxy else { return }
        let color = (attributes?[.foregroundColor] as? UIColor)?.swiftUIColor
        if state == .selected { SegmentedPickerAppearance.selectedText = color }
        if state == .normal { SegmentedPickerAppearance.normalText = color }
    }

    /// The text attributes of titles in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes set for it.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }

    private static let proxy: UISegmentedControl = {
        let control = UISegmentedControl(frame: .zero)
        control.isProxy = true
        return control
    }()

    /// The values every segmented control takes, which SwiftUI's segmented
    /// picker draws with.
    open class func appearance() -> UISegmentedControl { proxy }
}
