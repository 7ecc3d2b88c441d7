import AnimationCore
import AnimationViews
import Foundation

extension ContactSheet {
    /// Which frames of a recording a sheet shows: a number of them at
    /// evenly spaced times from the first frame to the last, or the frames
    /// at given times (`animate ... --format sheet --frames N --times a,b`).
    public struct Selection: Codable, Sendable, Equatable {
        /// How many evenly spaced frames; used when ``times`` is `nil`.
        /// Values below 1 count as 1.
        public var count: Int
        /// The times to show, in seconds from the start; `nil` for
        /// ``count`` evenly spaced ones.
        public var times: [TimeInterval]?

        /// The number of frames a sheet shows when none is given: two rows
        /// of ``ContactSheet/defaultColumns``.
        public static let defaultCount = 8

        /// Creates a selection.
        ///
        /// - Parameters:
        ///   - count: How many evenly spaced frames.
        ///   - times: The times to show instead, if any.
        public init(count: Int = Self.defaultCount, times: [TimeInterval]? = nil) {
            self.count = count
            self.times = times
        }

        /// The times asked for in a recording of frames from `first` to
        /// `last` seconds: the given ones that are finite and not negative,
        /// in increasing order, or `count` evenly spaced ones (the last
        /// alone for a count of 1).
        func wanted(from first: TimeInterval, to last: TimeInterval) -> [TimeInterval] {
            if let times { return times.filter { $0.isFinite && $0 >= 0 }.sorted() }
            let count = max(1, count)
            guard count > 1, last > first else { return [last] }
            return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
        }
    }

    /// A sheet of a recording's frames: for each time the selection asks
    /// for, the recorded frame nearest to it (at 60 frames a second, within
    /// 1/120 s), captioned with that frame's own time. A frame picked
    /// twice (a recording shorter than the selection) is shown once.
    ///
    /// - Parameters:
    ///   - recording: The frames.
    ///   - selection: Which frames.
    ///   - columns: Frames to a row; `nil` for up to ``defaultColumns``.
    public init(recording: Recording, selection: Selection = Selection(), columns: Int? = nil) {
        let frames = recording.frames
        guard let first = frames.first, let last = frames.last else {
            self.init(frameSize: recording.size, frames: [], columns: columns)
            return
        }
        var picked: [Int] = []
        for time in selection.wanted(from: first.time, to: last.time) {
            let index = Self.nearest(time, in: frames)
            if picked.last != index { picked.append(index) }
        }
        self.init(
            frameSize: recording.size, frames: picked.map { Frame(time: frames[$0].time, displayList: frames[$0].displayList) },
            columns: columns)
    }

    /// The index of the frame whose time is nearest (the earlier of two
    /// as near), by binary search over increasing times.
    static func nearest(_ time: TimeInterval, in frames: [Recording.Frame]) -> Int {
        var low = 0, high = frames.count - 1
        while low < high {
            let middle = (low + high) / 2
            if frames[middle].time < time { low = middle + 1 } else { high = middle }
        }
        if low > 0, time - frames[low - 1].time <= frames[low].time - time { return low - 1 }
        return low
    }
}
