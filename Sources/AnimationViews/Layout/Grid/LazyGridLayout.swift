import AnimationCore
import Foundation

/// The layout of `LazyVGrid` (columns) and `LazyHGrid` (rows): tracks
/// across the grid from its `GridItem`s, views flowing into them in order.
///
/// The rules (SwiftUI's, where it documents them), told for columns:
/// - fixed items take their length; the space left (after the spacing
///   between items) is shared equally by the other items, in order, each
///   clamped: a flexible item to its minimum and maximum, an adaptive one
///   split into as many tracks of at least its minimum as fit (at least
///   one), each at most its maximum;
/// - without a proposed width, a flexible item is its minimum and an
///   adaptive one a single track of its minimum;
/// - views fill the tracks row by row; a row is as high as its highest
///   view, offered its track's width; rows are `spacing` apart (8 by
///   default); each view is aligned in its cell by its item's alignment,
///   else the grid's.
///
/// Difference from SwiftUI: nothing is lazy; every view is built and laid
/// out, whether or not a scroll view shows it.
struct LazyGridLayout: Layout {
    /// The axis views flow along: vertical for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    let alignment: Alignment
    let spacing: CGFloat?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        measure(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let grid = measure(proposal, subviews)
        let vertical = axis == .vertical
        var along = vertical ? bounds.minY : bounds.minX
        for (line, lineLength) in grid.lines.enumerated() {
            var across = vertical ? bounds.minX : bounds.minY
            for (track, trackLength) in grid.tracks.enumerated() {
                let index = line * grid.tracks.count + track
                guard index < subviews.count else { break }
                let cell =
                    vertical
                    ? CGRect(x: across, y: along, width: trackLength, height: lineLength)
                    : CGRect(x: along, y: across, width: lineLength, height: trackLength)
                let alignment = grid.alignments[track] ?? self.alignment
                let fx = alignment.horizontal.fraction, fy = alignment.vertical.fraction
                subviews[index].place(
                    at: CGPoint(x: cell.minX + fx * cell.width, y: cell.minY + fy * cell.height),
                    anchor: UnitPoint(x: fx, y: fy),
                    proposal: vertical
                        ? ProposedViewSize(width: trackLength, height: nil)
                        : ProposedViewSize(width: nil, height: trackLength))
                across += trackLength + grid.gaps[track]
            }
            along += lineLength + (spacing ?? 8)
        }
    }

    private struct Measured {
        var tracks: [CGFloat]
        var gaps: [CGFloat]
        var alignments: [Alignment?]
        var lines: [CGFloat]
        var size: CGSize
    }

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Measured {
        let vertical = axis == .vertical
        let (tracks, gaps, alignments) = resolveTracks(available: vertical ? proposal.width : proposal.height)
        var lines: [CGFloat] = []
        if !tracks.isEmpty {
            var index = 0
            while index < subviews.count {
                var length: CGFloat = 0
                for track in tracks.indices where index + track < subviews.count {
                    let offer =
                        vertical
                        ? ProposedViewSize(width: tracks[track], height: nil)
                        : ProposedViewSize(width: nil, height: tracks[track])
                    let size = subviews[index + track].sizeThatFits(offer)
                    length = max(length, vertical ? size.height : size.width)
                }
                lines.append(length)
                index += tracks.count
            }
        }
        let across = tracks.reduce(0, +) + gaps.dropLast().reduce(0, +)
        let along = lines.reduce(0, +) + (spacing ?? 8) * CGFloat(max(0, lines.count - 1))
        return Measured(
            tracks: tracks, gaps: gaps, alignments: alignments, lines: lines,
            size: vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across))
    }

    /// The tracks' lengths, the gap after each, and their alignments.
    private func resolveTracks(available: CGFloat?) -> ([CGFloat], [CGFloat], [Alignment?]) {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let fixed = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let length) = item.size { return total + valid(length) }
            return total
        }
        let itemGaps = items.map { $0.spacing ?? 8 }
        let sharing = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var remaining = available.map { max(0, $0 - fixed - itemGaps.dropLast().reduce(0, +)) }
        var left = sharing
        var tracks: [CGFloat] = [], gaps: [CGFloat] = [], alignments: [Alignment?] = []
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                tracks.append(valid(length))
                gaps.append(itemGaps[index])
                alignments.append(item.alignment)
            case .flexible(let minimum, let maximum):
                let low = valid(minimum), high = max(low, maximum.isNaN ? .infinity : maximum)
                let share = remaining.map { $0 / CGFloat(max(1, left)) } ?? low
                let length = min(max(share, low), high)
                tracks.append(length)
                gaps.append(itemGaps[index])
                alignments.append(item.alignment)
                remaining = remaining.map { max(0, $0 - length) }
                left -= 1
            case .adaptive(let minimum, let maximum):
                let low = max(1, valid(minimum)), high = max(low, maximum.isNaN ? .infinity : maximum)
                let gap = itemGaps[index]
                let share = remaining.map { $0 / CGFloat(max(1, left)) } ?? low
                let count = max(1, Int(((share + gap) / (low + gap)).rounded(.down)))
                let length = min(max(low, (share - gap * CGFloat(count - 1)) / CGFloat(count)), high)
                for _ in 0..<count {
                    tracks.append(length)
                    gaps.append(gap)
                    alignments.append(item.alignment)
                }
                remaining = remaining.map { max(0, $0 - length * CGFloat(count) - gap * CGFloat(count - 1)) }
                left -= 1
            }
        }
        return (tracks, gaps, alignments)
    }
}
