// Benchmarks of one animation frame, each against the same math written as a
// bare loop over flat arrays (the floor), measured in the same run.
//
//     swift run -c release AnimationBenchmarks
//
// Heap allocations are counted with ordo-one's malloc-interposer; on Linux
// the program re-runs itself with the interposer preloaded.

import AnimationCore
import AnimationRuntime
import AnimationViews
import Foundation
import MallocInterposerSwift

preloadInterposerIfNeeded()

let frames = 60
let startTime = 0.1
let frameInterval = 1.0 / 120  // 60 frames inside the first half second

/// Times `body` over `frames` frames, best of `repetitions`, and counts the
/// allocations of one more frame.
func measure(repetitions: Int = 5, _ body: (Double) -> Void) -> (nanosecondsPerFrame: Double, allocations: Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<repetitions {
        let elapsed = clock.measure {
            for frame in 0..<frames { body(startTime + Double(frame) * frameInterval) }
        }
        let (seconds, attoseconds) = elapsed.components
        best = min(best, (Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(frames))
    }
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body(startTime + Double(frames) * frameInterval)
    MallocInterposerSwift.unhook()
    return (best, MallocInterposerSwift.getStatistics().mallocCount)
}

func report(
    _ name: String, count: Int, engine: (nanosecondsPerFrame: Double, allocations: Int),
    floor: (nanosecondsPerFrame: Double, allocations: Int), goal: Double? = nil
) {
    let perValue = engine.nanosecondsPerFrame / Double(count)
    let floorPerValue = floor.nanosecondsPerFrame / Double(count)
    let ratio = perValue / floorPerValue
    let against = goal.map { String(format: "  (goal <= %.2fx: %@)", $0, verdict(ratio <= $0)) } ?? ""
    print(
        String(
            format: "%-42@ %9.2f ns/value  floor %7.2f ns/value  ratio %5.2fx  allocations/frame %d (floor %d)%@",
            name as NSString, perValue, floorPerValue, ratio, engine.allocations, floor.allocations, against as NSString))
}

// MARK: - Scalars: a mix of bezier, persistent spring and interpolating spring

let curve = UnitCurve.easeInOut
let curveDuration = 1.0
let persistent = Spring.smooth
let interpolating = Spring(duration: 0.5, bounce: 0.2)
let kinds: [Animation] = [
    .timingCurve(curve, duration: curveDuration), .spring(persistent), .interpolatingSpring(interpolating)
]

/// The floor of the scalar rows: the same evaluation, straight from flat
/// arrays (each value animated from 0 to its target).
func scalarFloor(targets: [Double], kindOf: (Int) -> Int) -> (nanosecondsPerFrame: Double, allocations: Int) {
    let count = targets.count
    var presentations = [Double](repeating: 0, count: count)
    var sink = 0.0
    let floor = measure { time in
        presentations.withUnsafeMutableBufferPointer { out in
            for index in 0..<count {
                let delta = targets[index]
                let output: Double
                switch kindOf(index) {
                case 0: output = delta * curve.value(at: time / curveDuration)
                case 1: output = persistent.value(target: delta, time: time)
                default: output = delta * interpolating.value(target: 1.0, time: time)
                }
                out[index] = targets[index] - delta + output
            }
        }
        sink += presentations[count - 1]
    }
    if sink.isNaN { print(sink) }
    return floor
}

/// `only`: run every value with that kind (0 bezier, 1 persistent spring,
/// 2 interpolating spring) instead of the mix.
func scalarBenchmark(count: Int, only: Int? = nil) {
    let targets = (0..<count).map { Double($0 % 100) + 1 }
    let kindOf = { (index: Int) in only ?? index % 3 }
    // A constant array, summed in a local: a captured `var` array is retained
    // and released around every call in the loop, and a captured sum is
    // written to memory on every value (the floor does neither), which the
    // row would count as the value's cost.
    let values = (0..<count).map { index in
        let value = AnimatedValue(0.0)
        value.set(targets[index], transaction: Transaction(animation: kinds[kindOf(index)]), at: 0)
        value.advance(to: 0)
        return value
    }
    var sink = 0.0
    let engine = measure { time in
        var sum = 0.0
        for value in values { sum += value.advance(to: time) }
        sink += sum
    }

    let floor = scalarFloor(targets: targets, kindOf: kindOf)
    let name = only.map { ["bezier", "persistent spring", "interpolating spring"][$0] } ?? "mixed"
    report("\(count) Doubles (\(name))", count: count, engine: engine, floor: floor)
    if sink.isNaN { print(sink) }
}

// MARK: - The same values in one AnimatedValueGroup

/// The scalar benchmark's values in one group (each set by itself at time 0,
/// so one run per kind), against the same floor.
func groupBenchmark(count: Int, only: Int? = nil) {
    let targets = (0..<count).map { Double($0 % 100) + 1 }
    let kindOf = { (index: Int) in only ?? index % 3 }
    let transactions = kinds.map { Transaction(animation: $0) }
    let group = AnimatedValueGroup(Array(repeating: 0.0, count: count))
    for index in 0..<count {
        group.set(targets[index], index: index, transaction: transactions[kindOf(index)], at: 0)
    }
    group.advance(to: 0)
    var sink = 0.0
    let engine = measure { time in
        group.advance(to: time)
        sink += group.withPresentationData { $0[count - 1] }
    }
    let floor = scalarFloor(targets: targets, kindOf: kindOf)
    let name = only.map { ["bezier", "persistent spring", "interpolating spring"][$0] } ?? "mixed"
    // The issue's goal for mixed animations set one by one: 1.25x the floor.
    report("group of \(count) Doubles (\(name))", count: count, engine: engine, floor: floor, goal: only == nil ? 1.25 : nil)
    if sink.isNaN { print(sink) }
}

/// Persistent springs retargeted while they run: each value is set again at
/// 0.05 s (the springs merge, keeping position and velocity), then frames
/// run from the re-seeded closed form. Floor: that closed form in a loop.
func retargetedSpringBenchmark(count: Int) {
    let first = (0..<count).map { Double($0 % 100) + 1 }
    let second = first.map { -$0 }
    let group = AnimatedValueGroup(Array(repeating: 0.0, count: count))
    let transaction = Transaction(animation: .spring(persistent))
    group.set(first, transaction: transaction, at: 0)
    group.advance(to: 0)
    let retarget = 0.05
    group.advance(to: retarget)
    // The state at the merge, for the floor: position and velocity of the first spring.
    let origins = (0..<count).map { group.presentation(at: $0) }
    let velocities = (0..<count).map { group.velocity(at: $0) }
    group.set(second, transaction: transaction, at: retarget)
    group.advance(to: retarget + 1.0 / 120)
    var sink = 0.0
    let engine = measure { time in
        group.advance(to: retarget + time)
        sink += group.withPresentationData { $0[count - 1] }
    }
    var presentations = [Double](repeating: 0, count: count)
    let floor = measure { time in
        presentations.withUnsafeMutableBufferPointer { out in
            for index in 0..<count {
                let origin = origins[index]
                out[index] =
                    origin
                    + persistent.value(
                        target: second[index] - origin, initialVelocity: velocities[index], time: time)
            }
        }
        sink += presentations[count - 1]
    }
    report("group of \(count) retargeted springs", count: count, engine: engine, floor: floor)
    if sink.isNaN { print(sink) }
}

// MARK: - One AnimatableVector of a million elements

func vectorBenchmark(count: Int) {
    let target = AnimatableVector((0..<count).map { Double($0 % 1_000) })
    let value = AnimatedValue(AnimatableVector.zero)
    value.set(target, transaction: Transaction(animation: .timingCurve(curve, duration: curveDuration)), at: 0)
    value.advance(to: 0)
    var sink = 0.0
    let engine = measure(repetitions: 3) { time in
        sink += value.advance(to: time)[count - 1]
    }
    let models = target.values
    var presentations = [Double](repeating: 0, count: count)
    let floor = measure(repetitions: 3) { time in
        let progress = curve.value(at: time / curveDuration)
        models.withUnsafeBufferPointer { model in
            presentations.withUnsafeMutableBufferPointer { out in
                for index in 0..<count {
                    out[index] = model[index] - model[index] + model[index] * progress
                }
            }
        }
        sink += presentations[count - 1]
    }
    report("AnimatableVector of \(count)", count: count, engine: engine, floor: floor)
    if sink.isNaN { print(sink) }
}

// MARK: - A view tree of 10,000 views

/// 100 rows of 100 small squares. A tap toggles `on` in a linear 1 s
/// animation; every `opacityEvery`-th square animates its opacity and
/// every `widthEvery`-th its frame width (0: none).
struct Grid: View {
    let opacityEvery: Int
    let widthEvery: Int
    /// The animation's length (1 s; shorter for profiling taps alone).
    var duration: Double = 1
    @State private var on = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100) { row in
                HStack(spacing: 0) {
                    ForEach(0..<100) { column in
                        let index = row * 100 + column
                        Color.blue
                            .frame(width: widthEvery > 0 && index % widthEvery == 0 && on ? 3 : 2, height: 2)
                            .opacity(opacityEvery > 0 && index % opacityEvery == 0 && on ? 0.2 : 1)
                    }
                }
            }
        }
        .onTapGesture { withAnimation(.linear(duration: duration)) { on.toggle() } }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}

/// The tap's update plus the first frame (best of 5 fresh hosts), then the
/// best of 20 frames (each a frame and the display list a renderer reads),
/// in milliseconds.
@MainActor func viewTreeFrames(_ grid: Grid) -> (tapAndFirstFrame: Double, frame: Double, allocations: Int) {
    let clock = ContinuousClock()
    var bestTap = Duration.seconds(1_000)
    var host: ViewHost!
    for _ in 0..<5 {
        host = ViewHost(grid, size: CGSize(width: 400, height: 300))
        _ = host.displayList
        let tap = clock.measure {
            host.tap(at: CGPoint(x: 200, y: 150))
            host.advance(by: 1.0 / 60)
            _ = host.displayList
        }
        bestTap = min(bestTap, tap)
    }
    let frame = bestFrame(host)
    return (milliseconds(bestTap), frame, frameAllocations(host))
}

/// 1,000 rows in a stack. A tap inserts a row at the top in a linear 1 s
/// animation (`moving`: the other 1,000 rows move down, each drawn at an
/// animated frame), or fades every row (`!moving`: the same number of items
/// redrawn per frame, the baseline).
struct Rows: View {
    let moving: Bool
    @State private var rows = Array(1...1_000)
    @State private var faded = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows, id: \.self) { row in
                Color.green.frame(width: 40, height: 0.25).opacity(faded ? 0.5 : 1)
            }
        }
        .onTapGesture {
            withAnimation(.linear(duration: 1)) {
                if moving { rows.insert(0, at: 0) } else { faded = true }
            }
        }
    }
}

/// The best of 20 frames of a host (each a frame and the display list a
/// renderer reads), in milliseconds.
@MainActor func bestFrame(_ host: ViewHost) -> Double {
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    for _ in 0..<20 {
        best = min(
            best,
            clock.measure {
                host.advance(by: 1.0 / 60)
                _ = host.displayList
            })
    }
    return milliseconds(best)
}

/// The heap allocations of one more frame of a host (the frame and the
/// display list a renderer reads).
@MainActor func frameAllocations(_ host: ViewHost) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    host.advance(by: 1.0 / 60)
    _ = host.displayList
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
}

/// "met" or "NOT met".
func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

/// The best of 20 frames after the tap, in milliseconds.
@MainActor func rowFrames(moving: Bool) -> Double {
    let host = ViewHost(Rows(moving: moving), size: CGSize(width: 400, height: 300))
    _ = host.displayList
    host.tap(at: CGPoint(x: 200, y: 150))
    host.advance(by: 1.0 / 60)
    _ = host.displayList
    return bestFrame(host)
}

/// 1,000 circles drawn by a canvas in a `TimelineView(.animation)`, each
/// frame at new places: the best of 20 frames (the frame and the display
/// list a renderer reads), against the floor of making the same 1,000
/// paths and display-list items in a bare loop, in milliseconds.
@MainActor func canvasFrames() -> (canvas: Double, floor: Double) {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    func place(_ index: Int, _ t: Double) -> CGRect {
        CGRect(x: 200 + 150 * cos(Double(index) + t), y: 150 + 100 * sin(Double(index) * 1.3 + t), width: 6, height: 6)
    }
    let view = TimelineView(.animation) { timeline in
        Canvas { context, _ in
            let t = timeline.date.timeIntervalSince(start)
            for index in 0..<1_000 {
                context.fill(Path(ellipseIn: place(index, t)), with: .color(.orange))
            }
        }
    }
    let host = ViewHost(view, size: CGSize(width: 400, height: 300), startDate: start)
    _ = host.displayList
    let canvas = bestFrame(host)
    let clock = ContinuousClock()
    var bestFloor = Duration.seconds(1_000)
    var sink = 0.0
    let orange = Color.orange.resolve(in: EnvironmentValues())
    for frame in 0..<20 {
        bestFloor = min(
            bestFloor,
            clock.measure {
                var items: [DisplayList.Item] = []
                items.reserveCapacity(1_000)
                for index in 0..<1_000 {
                    let path = Path(ellipseIn: place(index, Double(frame) / 60))
                    items.append(DisplayList.Item(frame: path.boundingRect, content: .shape(path, paint: .color(orange), stroke: nil)))
                }
                sink += items[999].frame.minX
            })
    }
    if sink.isNaN { print(sink) }
    return (canvas, milliseconds(bestFloor))
}

@MainActor func viewTreeBenchmark() {
    // `AnimationBenchmarks views widths` (or `tap`, `taps`, `tapsonly`, `rows`,
    // `steadyopacity`, `steadywidths`) runs one case, for profiling.
    switch CommandLine.arguments.dropFirst(2).first {
    case "widths":
        for _ in 0..<5 { _ = viewTreeFrames(Grid(opacityEvery: 0, widthEvery: 10)) }
        return
    case "tap":
        for _ in 0..<5 { _ = viewTreeFrames(Grid(opacityEvery: 1, widthEvery: 0)) }
        return
    case "rows":
        for _ in 0..<5 { _ = rowFrames(moving: true) }
        return
    case "steadyopacity", "steadywidths":
        // Mostly frames, for profiling: a host, a tap, then the 58 frames
        // inside the 1 s animation; 10 times.
        let widths = CommandLine.arguments[2] == "steadywidths"
        for _ in 0..<10 {
            let host = ViewHost(Grid(opacityEvery: widths ? 0 : 1, widthEvery: widths ? 10 : 0), size: CGSize(width: 400, height: 300))
            _ = host.displayList
            host.tap(at: CGPoint(x: 200, y: 150))
            for _ in 0..<58 {
                host.advance(by: 1.0 / 60)
                _ = host.displayList
            }
        }
        return
    case "taps":
        // Mostly taps, for profiling: one host, then 40 taps, each with a
        // frame and the animation run to its end.
        let host = ViewHost(Grid(opacityEvery: 1, widthEvery: 0), size: CGSize(width: 400, height: 300))
        _ = host.displayList
        for _ in 0..<40 {
            host.tap(at: CGPoint(x: 200, y: 150))
            host.advance(by: 1.0 / 60)
            _ = host.displayList
            host.advance(by: 2)
            _ = host.displayList
        }
        return
    case "tapsonly":
        // Only taps, for profiling: one host, then 60 taps, each with the
        // first frame after it, in which its animations (1/120 s) end.
        let host = ViewHost(Grid(opacityEvery: 1, widthEvery: 0, duration: 1.0 / 120), size: CGSize(width: 400, height: 300))
        _ = host.displayList
        for _ in 0..<60 {
            host.tap(at: CGPoint(x: 200, y: 150))
            host.advance(by: 1.0 / 60)
            _ = host.displayList
        }
        return
    case "tapparts":
        for _ in 0..<(CommandLine.arguments.count > 3 ? 1 : 3) {
            let host = ViewHost(Grid(opacityEvery: 1, widthEvery: 0), size: CGSize(width: 400, height: 300))
            _ = host.displayList
            let clock = ContinuousClock()
            MallocInterposerSwift.reset()
            MallocInterposerSwift.hook()
            let tap = clock.measure { host.tap(at: CGPoint(x: 200, y: 150)) }
            MallocInterposerSwift.unhook()
            let tapAllocations = MallocInterposerSwift.getStatistics().mallocCount
            let list1 = clock.measure { _ = host.displayList }
            let frame = clock.measure { host.advance(by: 1.0 / 60) }
            let list2 = clock.measure { _ = host.displayList }
            print(
                String(
                    format: "tap %.2f (%d allocations)  list %.2f  frame %.2f  list %.2f", milliseconds(tap), tapAllocations,
                    milliseconds(list1), milliseconds(frame), milliseconds(list2)))
        }
        return
    default:
        break
    }
    print("10,000-view tree (100 rows of 100 squares), best of 20 frames (allocations: one more frame):")
    let some = viewTreeFrames(Grid(opacityEvery: 100, widthEvery: 0))
    print(String(format: "  100 opacities animating:    one frame %7.3f ms, %d allocations", some.frame, some.allocations))
    let all = viewTreeFrames(Grid(opacityEvery: 1, widthEvery: 0))
    print(
        String(
            format: "  10,000 opacities animating: one frame %7.3f ms, %d allocations  (goal < 1 ms, 0 allocations: %@)", all.frame,
            all.allocations, verdict(all.frame < 1 && all.allocations == 0)))
    let widths = viewTreeFrames(Grid(opacityEvery: 0, widthEvery: 10))
    print(
        String(
            format: "  1,000 frame widths:         one frame %7.3f ms, %d allocations  (goal < 8 ms: %@)", widths.frame, widths.allocations,
            verdict(widths.frame < 8)))
    print(
        String(
            format: "  tap update + first frame (10,000 opacities start, best of 5): %7.3f ms  (goal < 4 ms: %@)", all.tapAndFirstFrame,
            verdict(all.tapAndFirstFrame < 4)))
    let fading = rowFrames(moving: false), moving = rowFrames(moving: true)
    print("1,000 rows, best of 20 frames:")
    print(String(format: "  1,000 opacities animating (baseline): one frame %7.3f ms", fading))
    print(String(format: "  1,000 rows moving after an insertion:  one frame %7.3f ms  (%.2f× the baseline)", moving, moving / fading))
    let canvas = canvasFrames()
    print("A canvas of 1,000 circles in a TimelineView, best of 20 frames:")
    print(
        String(
            format: "  one frame %7.3f ms; the same paths and items in a bare loop %7.3f ms (%.2f× the floor)",
            canvas.canvas, canvas.floor, canvas.canvas / canvas.floor))
}

// `AnimationBenchmarks views` runs only the view tree, `snapshots` only the
// snapshots per second of a phone screen, `player` only the player page; `bezier`, `spring`,
// `interpolating`, `mixed`, `group` and `vector` only those rows (for
// profiling); a number after those four is the count of values (100,000
// unless told, so that a small count shows the cost without cache misses).
let only = CommandLine.arguments.dropFirst().first
let valueCount = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) }.map { max($0, 1) } ?? 100_000
if let only, let kind = ["bezier", "spring", "interpolating"].firstIndex(of: only) {
    scalarBenchmark(count: valueCount, only: kind)
} else if only == "mixed" {
    scalarBenchmark(count: valueCount)
} else if only == "groupspring" {
    groupBenchmark(count: 100_000, only: 1)
} else if only == "group" {
    groupBenchmark(count: 100_000)
    for kind in 0..<3 { groupBenchmark(count: 100_000, only: kind) }
    retargetedSpringBenchmark(count: 100_000)
} else if only == "vector" {
    vectorBenchmark(count: 1_000_000)
} else if only == "snapshots" {
    snapshotBenchmark()
} else if only == "player" {
    playerBenchmark()
} else if only != "views" && only != "player" {
    print("One frame, best of several runs of \(frames) frames (release build; times are per animated value):")
    scalarBenchmark(count: 10_000)
    scalarBenchmark(count: 100_000)
    for kind in 0..<3 { scalarBenchmark(count: 100_000, only: kind) }
    groupBenchmark(count: 100_000)
    for kind in 0..<3 { groupBenchmark(count: 100_000, only: kind) }
    retargetedSpringBenchmark(count: 100_000)
    vectorBenchmark(count: 1_000_000)
}
if only == nil || only == "views" {
    viewTreeBenchmark()
}
if only == nil {
    snapshotBenchmark()
    playerBenchmark()
}

/// On Linux the interposer counts only when preloaded: re-run this program
/// with it in `LD_PRELOAD`, found beside the executable.
func preloadInterposerIfNeeded() {
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    guard environment["ANIMATION_BENCHMARKS_PRELOADED"] == nil else { return }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let library = executable.deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so").path
    guard FileManager.default.fileExists(atPath: library) else {
        print("note: \(library) not found; allocation counts will read 0")
        return
    }
    setenv("LD_PRELOAD", library, 1)
    setenv("ANIMATION_BENCHMARKS_PRELOADED", "1", 1)
    var arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv(executable.path, &arguments)
    print("note: could not re-run with the allocation counter preloaded; allocation counts will read 0")
    #endif
}
