import AnimationCore
import AnimationRuntime
import Foundation
import PropertyBased
import Testing

@testable import AnimationViews

/// How many random sequences the test runs: 2,000 (1,000 in the
/// `SwiftUIRandomUseTests` target, whose trees also hold representables), or
/// the number in the environment variable `RANDOM_USE_SEQUENCES`:
///
///     RANDOM_USE_SEQUENCES=100000 swift test -c release --filter RandomUseTests
#if RANDOM_USE_REPRESENTABLES
private let defaultSequenceCount = 1_000
#else
private let defaultSequenceCount = 2_000
#endif
private let sequenceCount = ProcessInfo.processInfo.environment["RANDOM_USE_SEQUENCES"].flatMap(Int.init) ?? defaultSequenceCount

/// One event of a random sequence, decoded from five numbers.
enum RandomEvent: CustomStringConvertible {
    /// `model.flags[flag].toggle()` in a write of a style (see `RandomModel.write`).
    case toggle(flag: Int, style: Int, animation: Int, criteria: Int)
    /// `model.values[index] = value`.
    case set(index: Int, value: Double, style: Int, animation: Int, criteria: Int)
    /// A row inserted into `model.items` at a position.
    case insert(position: Int, style: Int, animation: Int)
    /// A row removed from `model.items`.
    case remove(position: Int, style: Int, animation: Int)
    /// `model.items` reversed.
    case reverse(style: Int, animation: Int)
    /// `ViewHost.tap(at:)` at a `Spot`.
    case tap(Spot)
    /// `ViewHost.press(at:)` at a `Spot`.
    case press(Spot)
    /// `ViewHost.move(to:)` near where the pointer last was.
    case move(dx: Int, dy: Int)
    /// `ViewHost.release(at:)` near where the pointer last was.
    case release(dx: Int, dy: Int)
    /// `ViewHost.advance(by:)`, frame by frame up to half a second, in one
    /// jump beyond.
    case advance(TimeInterval)
    /// `ViewHost.type(_:)`: text into the focused field, if any.
    case type(String)
    /// `ViewHost.deleteBackward()` (0) or `ViewHost.submit()` (1).
    case key(Int)

    static let steps: [TimeInterval] = [0, 1.0 / 60, 1.0 / 60, 0.05, 0.1, 0.25, 0.5, 1.5, 4]

    init(_ code: (Int, Int, Int, Int, Int)) {
        let (kind, a, b, c, d) = code
        let spot = Spot(item: a, choice: b)
        let dx = a % 9 - 4, dy = b % 9 - 4
        switch kind {
        case 0, 1: self = .toggle(flag: a % 4, style: b, animation: c, criteria: d)
        case 2, 3: self = .set(index: a % 4, value: Double(b % 5 - 2), style: c, animation: d, criteria: a / 4)
        case 4: self = .insert(position: a, style: b, animation: c)
        case 5: self = .remove(position: a, style: b, animation: c)
        case 6: self = .reverse(style: b, animation: c)
        case 7, 8: self = .tap(spot)
        case 9: self = .press(spot)
        case 10: self = .move(dx: dx, dy: dy)
        case 11: self = .release(dx: dx, dy: dy)
        case 18: self = .type(["a", "bc", " ", "42", "é"][a % 5])
        case 19: self = .key(a % 2)
        default: self = .advance(Self.steps[c % Self.steps.count])
        }
    }

    var description: String {
        switch self {
        case .toggle(let flag, let style, let animation, let criteria):
            "toggle(\(flag), style \(style % 5), animation \(animation % randomAnimations.count), criteria \(criteria % 2))"
        case .set(let index, let value, let style, let animation, let criteria):
            "set(\(index) = \(value), style \(style % 5), animation \(animation % randomAnimations.count), criteria \(criteria % 2))"
        case .insert(let position, let style, let animation):
            "insert(at \(position), style \(style % 5), animation \(animation % randomAnimations.count))"
        case .remove(let position, let style, let animation):
            "remove(at \(position), style \(style % 5), animation \(animation % randomAnimations.count))"
        case .reverse(let style, let animation): "reverse(style \(style % 5), animation \(animation % randomAnimations.count))"
        case .tap(let spot): "tap(\(spot))"
        case .press(let spot): "press(\(spot))"
        case .move(let dx, let dy): "move(by \(dx * 8), \(dy * 8))"
        case .release(let dx, let dy): "release(by \(dx * 8), \(dy * 8))"
        case .advance(let seconds): "advance(\(seconds))"
        case .type(let text): "type(\(text.debugDescription))"
        case .key(let key): key == 0 ? "deleteBackward" : "submit"
        }
    }
}

/// Where a tap or press goes: four times in five the center of a drawn
/// item (so that buttons, drags and long presses are hit), otherwise a
/// point of a grid over the host and a little beyond it.
struct Spot: CustomStringConvertible {
    let item: Int
    let choice: Int

    func point(in list: DisplayList) -> CGPoint {
        let shown = list.shown
        if choice % 5 != 0, !shown.isEmpty {
            let drawn = shown[item % shown.count]
            let jitter = CGFloat((choice / 5) % 5 - 2)
            return CGPoint(x: drawn.frame.midX + jitter, y: drawn.frame.midY - jitter).applying(drawn.transform)
        }
        return CGPoint(x: Double(item % 22) * 10 - 5, y: Double(choice % 22) * 10 - 5)
    }

    var description: String {
        choice % 5 != 0 ? "item \(item), jitter \((choice / 5) % 5 - 2)" : "grid \(item % 22 * 10 - 5), \(choice % 22 * 10 - 5)"
    }
}

/// Runs one random sequence and checks the invariants; returns the
/// violations found (empty when it passed).
@MainActor
func runRandomSequence(tree codes: [Int], events codes2: [(Int, Int, Int, Int, Int)]) -> [String] {
    var violations: [String] = []
    let piece = Piece.decode(codes)
    let events = codes2.map(RandomEvent.init)
    let size = CGSize(width: 200, height: 200)
    let model = RandomModel()
    var host: ViewHost? = ViewHost(PieceView(piece: piece, model: model), size: size)
    weak let weakHost = host
    weak let weakRoot = host?.graph.root
    /// Where the pointer last went down or moved.
    var pointer = CGPoint(x: 100, y: 100)
    /// Every node the graph ever had, weakly.
    var seen: [ObjectIdentifier: WeakNode] = [:]

    func check(_ step: String) {
        guard let host else { return }
        let list = host.displayList
        if let problem = list.firstNonFiniteValue {
            violations.append("after \(step): the display list holds \(problem)")
        }
        var stack = [host.graph.root!]
        while let node = stack.popLast() {
            if seen[ObjectIdentifier(node)] == nil { seen[ObjectIdentifier(node)] = WeakNode(node) }
            stack.append(contentsOf: node.children)
        }
    }

    for (index, event) in events.enumerated() {
        guard let current = host else { break }
        let step = "event \(index) \(event)"
        switch event {
        case .toggle(let flag, let style, let animation, let criteria):
            model.write(style: style, animation: animation, criteria: criteria) { model.flags[flag].toggle() }
        case .set(let slot, let value, let style, let animation, let criteria):
            model.write(style: style, animation: animation, criteria: criteria) { model.values[slot] = value }
        case .insert(let position, let style, let animation):
            model.write(style: style, animation: animation, criteria: 0) {
                model.items.insert(model.nextItem, at: position % (model.items.count + 1))
                model.nextItem += 1
            }
        case .remove(let position, let style, let animation):
            model.write(style: style, animation: animation, criteria: 1) {
                if !model.items.isEmpty { model.items.remove(at: position % model.items.count) }
            }
        case .reverse(let style, let animation):
            model.write(style: style, animation: animation, criteria: 0) { model.items.reverse() }
        case .tap(let spot):
            pointer = spot.point(in: current.displayList)
            current.tap(at: pointer)
        case .press(let spot):
            pointer = spot.point(in: current.displayList)
            _ = current.press(at: pointer)
        case .move(let dx, let dy):
            pointer = CGPoint(x: pointer.x + CGFloat(dx * 8), y: pointer.y + CGFloat(dy * 8))
            current.move(to: pointer)
        case .release(let dx, let dy):
            pointer = CGPoint(x: pointer.x + CGFloat(dx * 8), y: pointer.y + CGFloat(dy * 8))
            current.release(at: pointer)
        case .advance(let seconds):
            if seconds <= 0.5 {
                var left = seconds
                while left > 1e-9 {
                    let frame = min(left, 1.0 / 60)
                    current.advance(by: frame)
                    left -= frame
                    check(step)
                }
            }
            current.advance(by: seconds > 0.5 ? seconds : 0)
        case .type(let text):
            current.type(text)
        case .key(let key):
            if key == 0 { current.deleteBackward() } else { current.submit() }
        }
        check(step)
    }

    if let current = host {
        // Lift a pointer left down, leave the focused field (a new host has
        // none focused), pause the timelines, then let everything finish.
        current.release(at: CGPoint(x: -1000, y: -1000))
        if current.graph.events.focusedInput != nil { current.submit() }
        model.timelinesPaused = true
        // Scrolled views back at their start, as a new host's are.
        for index in current.scrollOffsets.indices { current.scroll(to: .zero, scrollView: index) }
        var settled = 0.0
        // Laid out first: what a layout observes may queue a change.
        check("the last event")
        while current.isAnimating || current.hasPendingChanges, settled < 120 {
            current.advance(by: 0.25)
            settled += 0.25
            check("settling, \(settled) s")
        }
        if current.isAnimating || current.hasPendingChanges {
            violations.append("still busy 120 s after the last event")
        }
        check("the end")

        // Every completion handler ran exactly once.
        for (slot, count) in model.fired.enumerated() where count != 1 {
            violations.append("completion \(slot) ran \(count) times")
        }
        for warning in current.warnings where warning.contains("gave up") || warning.contains("kept changing") {
            violations.append("warning: \(warning)")
        }

        // The host now shows what a new host of the final state shows, and holds
        // what that host holds.
        let freshModel = RandomModel(copying: model)
        let fresh = ViewHost(PieceView(piece: piece, model: freshModel), size: size)
        // Settled too: what a view does once it is laid out (a list
        // measuring its rows) waits for a frame.
        var freshTime = 0.0
        _ = fresh.displayList
        while fresh.isAnimating || fresh.hasPendingChanges, freshTime < 120 {
            fresh.advance(by: 0.25)
            freshTime += 0.25
            _ = fresh.displayList
        }
        if let difference = current.displayList.difference(from: fresh.displayList) {
            violations.append("the presentation is not the model: \(difference)")
        }
        var census = current.graph.census, expected = fresh.graph.census
        // Attributes a node makes when it first animates (a finished
        // insertion's fade, a matched view's frame) stay with it, at most a
        // few a node; everything else must match exactly.
        if census.attributes >= expected.attributes, census.attributes <= expected.attributes + 3 * census.nodes {
            census.attributes = expected.attributes
        }
        if census != expected {
            violations.append("the graph holds \(census); a new host of the final state holds \(expected)")
        }

        // Representables: each UIKit object was made once, updated while
        // it lived and dismantled once; the live ones are what a new host
        // makes, each showing its slot's last value; a dismantled one is gone.
        violations += model.lifeCycleProblems
        if model.madeObjects.count != freshModel.madeObjects.count {
            violations.append("\(model.madeObjects.count) UIKit objects live; a new host of the final state makes \(freshModel.madeObjects.count)")
        }
        for made in model.madeObjects.values where made.shown != model.values[made.slot] {
            violations.append(
                "a representable of slot \(made.slot) was last updated with \(String(describing: made.shown)), not \(model.values[made.slot])")
        }
        let keptObjects = model.dismantledObjects.filter { $0.object != nil }.count
        if keptObjects > 0 { violations.append("\(keptObjects) dismantled UIKit objects are still alive") }

        // A node that left the tree is gone: nothing keeps it.
        var live = Set<ObjectIdentifier>()
        var stack = [current.graph.root!]
        while let node = stack.popLast() {
            live.insert(ObjectIdentifier(node))
            stack.append(contentsOf: node.children)
        }
        let kept = seen.filter { !live.contains($0.key) && $0.value.node != nil }.count
        if kept > 0 { violations.append("\(kept) removed nodes are still alive") }
    }

    // And the host, once released, is gone with its tree.
    host = nil
    if weakHost != nil { violations.append("the host is still alive after its last reference went") }
    if weakRoot != nil { violations.append("the root node is still alive after the host went") }
    let keptObjects = model.madeObjects.values.filter { $0.object != nil }.count
    if keptObjects > 0 { violations.append("\(keptObjects) UIKit objects are still alive after the host went") }
    return violations
}

@MainActor
@Suite("Random use of the view layer")
struct RandomUseTests {
    /// Random trees of stacks, conditionals with transitions, lists with
    /// identities, effects, `.animation(_:value:)`, matched geometry,
    /// buttons, drags, long presses, `.id`, and the other families
    /// (`FamilyView`: text fields, sliders, toggles, scroll views and
    /// scroll transitions, navigation, sheets, alerts, `TimelineView`,
    /// keyframe and phase animators, lists, grids, a custom layout, symbol
    /// effects, content transitions and visual effects), driven by random
    /// events:
    /// state writes plain, in `withAnimation` (with and without completion
    /// handlers, either criterion) and in transactions (animations disabled
    /// or not); rows inserted, removed and moved; taps, presses, moves and
    /// releases anywhere (also on views being removed); typing, deleting
    /// and submitting in a focused field; frames at random
    /// intervals, 0 and jumps of seconds. After every frame the display
    /// list is finite; once everything has finished, the host is idle
    /// within 120 s, shows what a new host of the final state shows and
    /// holds what it holds (nodes, attributes, event and action tables), no
    /// removed node is alive, every completion ran exactly once, and the
    /// host goes away with its tree. A failure prints its seed
    /// (`.fixedSeed(...)` replays it) and the tree and events.
    @Test func randomTreesAndEventsKeepTheInvariants() async {
        let tree = Gen.int(in: 0...9_999).array(of: 1...40)
        let event = zip(Gen.int(in: 0...19), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.int(in: 0...999))
        await propertyCheck(count: sequenceCount, input: tree, event.array(of: 1...30)) { codes, events in
            // Other main-actor tests get the main actor between sequences
            // (under ThreadSanitizer the whole run takes a minute).
            await Task.yield()
            let violations = runRandomSequence(tree: codes, events: events)
            #expect(
                violations.isEmpty,
                """
                \(violations.joined(separator: "\n"))
                tree: \(Piece.decode(codes))
                events: \(events.map { RandomEvent($0).description }.joined(separator: ", "))
                """)
        }
    }
}

extension DisplayList {
    /// The first value in the list that is not finite, described; `nil`
    /// when every number is finite.
    var firstNonFiniteValue: String? {
        for (item, transform) in flattened {
            let numbers = [
                item.frame.minX, item.frame.minY, item.frame.width, item.frame.height,
                transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
                item.opacity, item.blurRadius
            ]
            if numbers.contains(where: { !$0.isFinite }) {
                return "an item with \(item.frame), \(transform), opacity \(item.opacity), blur \(item.blurRadius)"
            }
            if let shadow = item.shadow, ![shadow.radius, shadow.offset.width, shadow.offset.height].allSatisfy({ $0.isFinite }) {
                return "a shadow \(shadow)"
            }
        }
        return nil
    }

    /// What the list shows: each item that draws something, depth first,
    /// with its frame in host coordinates (its and its ancestors'
    /// transforms applied), its opacity times its ancestors' and the blur
    /// around it. Groups that draw nothing themselves (a finished
    /// transition's, an effect's) leave no trace.
    var shown: [(frame: CGRect, transform: CGAffineTransform, opacity: Double, blur: CGFloat, content: Content)] {
        var result: [(CGRect, CGAffineTransform, Double, CGFloat, Content)] = []
        func visit(_ item: Item, _ outer: CGAffineTransform, _ opacity: Double, _ blur: CGFloat) {
            let transform = item.transform.concatenating(outer)
            let opacity = opacity * item.opacity, blur = blur + item.blurRadius
            if let content = item.content { result.append((item.frame, transform, opacity, blur, content)) }
            for child in item.children { visit(child, transform, opacity, blur) }
        }
        for item in items { visit(item, .identity, 1, 0) }
        return result
    }

    /// How what this list shows differs from what another shows, beyond
    /// 1e-6 in any number; `nil` when it does not.
    func difference(from other: DisplayList) -> String? {
        let mine = shown, theirs = other.shown
        guard mine.count == theirs.count else { return "\(mine.count) items drawn, not \(theirs.count)" }
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
        }
        func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
            close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx) && close(a.ty, b.ty)
        }
        for (index, (a, b)) in zip(mine, theirs).enumerated() {
            guard close(a.frame, b.frame), close(a.transform, b.transform), close(a.opacity, b.opacity), close(a.blur, b.blur),
                a.content == b.content
            else {
                return "item \(index): \(a.frame) \(a.transform) opacity \(a.opacity) blur \(a.blur), "
                    + "not \(b.frame) \(b.transform) opacity \(b.opacity) blur \(b.blur)"
            }
        }
        return nil
    }
}
