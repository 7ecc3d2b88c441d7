import AnimationCore
import AnimationViews
import Foundation

/// Frames of a view at several times in one picture, each with its time
/// printed under it: a contact sheet, for people and agents to read an
/// animation at a glance and for a snapshot that holds a whole timeline
/// in one reference.
///
/// A sheet is a ``/AnimationEngine/DisplayList`` like any frame, so
/// ``SVGRenderer``, ``PNGRenderer`` and ``DisplayListTextRenderer`` draw it
/// as they draw one: frames left to right, then top to bottom, `columns`
/// to a row, each clipped to its size inside a hairline border on white,
/// with its time (`0.25 s`) centered in a caption band below it.
///
/// ```swift
/// let host = ViewHost(Avatar(), size: CGSize(width: 120, height: 120))
/// let sheet = ContactSheet.record(host, at: [0, 0.1, 0.25, 0.5])
/// let svg = SVGRenderer(size: sheet.size).render(sheet.displayList)
/// ```
@MainActor
public struct ContactSheet {
    /// One frame of a sheet: what the view showed at a time.
    public struct Frame: Sendable {
        /// Seconds from the start, printed under the frame.
        public var time: TimeInterval
        /// What the view showed then.
        public var displayList: DisplayList

        /// Creates a frame.
        ///
        /// - Parameters:
        ///   - time: Seconds from the start.
        ///   - displayList: What the view showed then.
        public init(time: TimeInterval, displayList: DisplayList) {
            self.time = time
            self.displayList = displayList
        }
    }

    /// The height of the band under each frame that holds its time, in
    /// points.
    public static let captionHeight: CGFloat = 20
    /// The space around and between frames, in points.
    public static let spacing: CGFloat = 8
    /// The most frames a row holds when the caller does not say.
    public static let defaultColumns = 4

    /// The size of each frame, in points.
    public let frameSize: CGSize
    /// The frames, in the order they are laid out.
    public let frames: [Frame]
    /// How many frames a row holds (at least 1, at most the frames').
    public let columns: Int

    /// Creates a sheet of frames of one size.
    ///
    /// - Parameters:
    ///   - frameSize: The size each frame was drawn at, in points.
    ///   - frames: The frames, in order. An empty sheet is the spacing
    ///     alone.
    ///   - columns: Frames to a row; `nil` for up to
    ///     ``defaultColumns``. Values below 1 count as 1.
    public init(frameSize: CGSize, frames: [Frame], columns: Int? = nil) {
        self.frameSize = frameSize
        self.frames = frames
        let wanted = columns ?? Self.defaultColumns
        self.columns = max(1, min(wanted, frames.count))
    }

    /// Records a host at increasing times from its time now, running the
    /// events at theirs (both count from now), then makes a sheet of what
    /// it showed at each time, exactly at that time.
    ///
    /// Times are taken in increasing order whatever order they come in;
    /// times that are not finite or are negative are skipped (the testing
    /// strategies refuse them with a message before they get here).
    ///
    /// - Parameters:
    ///   - host: The host; it is left at the last time.
    ///   - times: Seconds from now.
    ///   - events: Events, at their times.
    ///   - columns: Frames to a row; `nil` for up to ``defaultColumns``.
    ///   - onFrame: Called at each frame's time once the host is there,
    ///     with the frame's index: to read what it shows then.
    /// - Returns: The sheet.
    public static func record(
        _ host: ViewHost, at times: [TimeInterval], events: [ScriptedEvent] = [], columns: Int? = nil,
        onFrame: (Int, ViewHost) -> Void = { _, _ in }
    ) -> ContactSheet {
        let origin = host.time
        var pending = events.filter { $0.time.isFinite && $0.time >= 0 }.sorted { $0.time < $1.time }[...]
        var frames: [Frame] = []
        for time in times.filter({ $0.isFinite && $0 >= 0 }).sorted() {
            // Events at or before this time run first, each at its time.
            while let event = pending.first, event.time <= time {
                host.advance(to: origin + event.time)
                event.action(host)
                pending.removeFirst()
            }
            host.advance(to: origin + time)
            onFrame(frames.count, host)
            frames.append(Frame(time: time, displayList: host.displayList))
        }
        return ContactSheet(frameSize: host.size, frames: frames, columns: columns)
    }

    /// The size of the whole sheet, in points.
    public var size: CGSize {
        let rows = frames.isEmpty ? 0 : (frames.count + columns - 1) / columns
        let shown = frames.isEmpty ? 0 : columns
        return CGSize(
            width: Self.spacing + CGFloat(shown) * (frameSize.width + Self.spacing),
            height: Self.spacing + CGFloat(rows) * (frameSize.height + Self.captionHeight + Self.spacing))
    }

    /// Where a frame's top-left corner is on the sheet.
    ///
    /// - Parameter index: The frame's index in ``frames``.
    /// - Returns: The point, in sheet coordinates.
    public func origin(ofFrame index: Int) -> CGPoint {
        let column = index % columns
        let row = index / columns
        return CGPoint(
            x: Self.spacing + CGFloat(column) * (frameSize.width + Self.spacing),
            y: Self.spacing + CGFloat(row) * (frameSize.height + Self.captionHeight + Self.spacing))
    }

    /// The sheet as one display list: a white background, then each frame
    /// (clipped to its size, moved to its place) with its border and its
    /// caption.
    public var displayList: DisplayList {
        let bounds = CGRect(origin: .zero, size: size)
        var items = [DisplayList.Item(frame: bounds, content: .color(Color.Resolved(red: 1, green: 1, blue: 1)))]
        let frameRect = CGRect(origin: .zero, size: frameSize)
        let border = DisplayList.Content.shape(
            Path(frameRect.insetBy(dx: -0.5, dy: -0.5)), paint: .color(Color.Resolved(red: 0.8, green: 0.8, blue: 0.8)),
            stroke: StrokeStyle(lineWidth: 1))
        for (index, frame) in frames.enumerated() {
            let origin = origin(ofFrame: index)
            let place = CGAffineTransform(translationX: origin.x, y: origin.y)
            var shown = DisplayList.Item(frame: frameRect, transform: place, children: frame.displayList.items)
            shown.clip = DisplayList.Clip(path: Path(frameRect))
            items.append(shown)
            items.append(DisplayList.Item(frame: frameRect, transform: place, content: border))
            let caption = Self.caption(Self.timeText(frame.time), width: frameSize.width)
            items.append(
                DisplayList.Item(
                    frame: CGRect(x: 0, y: 0, width: frameSize.width, height: Self.captionHeight),
                    transform: CGAffineTransform(translationX: origin.x, y: origin.y + frameSize.height), children: caption))
        }
        return DisplayList(items: items)
    }

    /// A time as a caption prints it: `0.25 s` (the number as traces
    /// write it, up to six decimals).
    ///
    /// - Parameter time: Seconds.
    /// - Returns: The text.
    public static func timeText(_ time: TimeInterval) -> String {
        "\(TraceTextRenderer.number(time)) s"
    }

    /// The items of a caption: the text centered in a band of the width,
    /// laid out and drawn by a host as any text is.
    private static func caption(_ text: String, width: CGFloat) -> [DisplayList.Item] {
        guard width.isFinite, width > 0 else { return [] }
        let label = Text(text).font(.system(size: 11)).monospacedDigit().foregroundStyle(Color(white: 0.3))
        let band = CGSize(width: width, height: captionHeight)
        return ViewHost(label, size: band).displayList.items
    }
}
