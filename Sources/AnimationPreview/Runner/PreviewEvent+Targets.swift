import AnimationCore
import AnimationRender
import Foundation

extension PreviewEvent {
    /// Reads the words after the kind of an event on a view found by label
    /// or identifier: `tap label:Add item`, `longpress id:row 1s`,
    /// `drag id:card 0,-200 0.4s` (a label may hold spaces; the time is
    /// already taken off).
    static func targeted(_ kind: String, _ words: [String], fail: (String) -> ParseError) throws -> Action {
        var rest = words
        func duration(_ standard: TimeInterval) throws -> TimeInterval {
            // A last word such as `0.4s` (a label ending in "s" is not a number).
            guard rest.count > 1, let last = rest.last, last.hasSuffix("s"), let value = Double(last.dropLast()) else { return standard }
            guard value.isFinite, value >= 0, value <= maximumDuration else {
                throw fail("the duration '\(last)' is not a number of seconds from 0 to \(Int(maximumDuration)), ending in s")
            }
            rest.removeLast()
            return value
        }
        func target() throws -> ViewTarget {
            guard let target = ViewTarget(parsing: rest.joined(separator: " ")) else {
                throw fail("a view is named label:TEXT or id:ID, with something after the colon")
            }
            return target
        }
        switch kind {
        case "tap":
            return .tapView(try target())
        case "longpress":
            let seconds = try duration(0.6)
            return .longPressView(try target(), duration: seconds)
        case "drag":
            let seconds = try duration(0.25)
            guard rest.count > 1, let last = rest.last else { throw fail("a drag on a view takes the view, then an offset DX,DY") }
            let parts = last.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let dx = Double(parts[0]), let dy = Double(parts[1]), dx.isFinite, dy.isFinite else {
                throw fail("'\(last)' is not an offset DX,DY of two finite numbers")
            }
            rest.removeLast()
            return .dragView(try target(), by: CGSize(width: dx, height: dy), duration: seconds)
        default:
            throw fail("a \(kind) does not take a view; tap, longpress and drag do")
        }
    }
}
