import AnimationCore
import AnimationRuntime
import Foundation
import FoundationCompatibility

/// Runs a view headlessly on a virtual clock: the update model of SwiftUI
/// without a screen.
///
/// ```swift
/// let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
/// host.tap(at: CGPoint(x: 100, y: 100))   // runs the tap action, then updates
/// host.advance(by: 0.25)                   // 15 frames at 60 Hz
/// host.displayList                          // what the last frame shows
/// ```
///
/// - An event (``tap(at:)``) runs user code; the state it writes marks the
///   views that own that state dirty, with the transaction the write ran in.
///   The update that follows at once re-runs the dirty bodies, outermost
///   first, one transaction at a time; a child whose inputs are unchanged
///   (an equal view in the same environment, its state untouched) keeps its
///   body, as in SwiftUI. Animatable attributes that change start, merge or
///   combine animations. A write made outside an event (a timer, a task)
///   applies at the next frame, or before the next event if that comes
///   first: SwiftUI commits such an update at the end of the run loop's
///   turn, so an event never meets the views from before it.
/// - ``advance(by:)`` runs the frames due at the frame rate: each frame runs
///   pending updates and advances only the attributes that animate. What a
///   change costs depends on the attribute: a drawing one (opacity, scale,
///   rotation, offset, color, shadow, blur, a shape's path) redraws one
///   display-list item in place; a layout one (a frame's size, a position)
///   lays out again the nodes its size can affect (sizes stay cached
///   elsewhere); an `Animatable` view or modifier re-runs its body. While
///   nothing animates and nothing is dirty, no frame runs: an idle host
///   costs nothing.
/// - ``displayList`` is built once and then patched; it is rebuilt when
///   views come or go.
/// - The root view is laid out in the host's size and centered; several
///   views at the root are stacked vertically, 8 points apart, as in
///   SwiftUI's implicit `VStack` of a window or preview.
/// - The environment's `displayScale` is 3 (an iPhone's): text sizes are
///   rounded up to whole pixels at that scale. Change it with
///   ``updateEnvironment(animation:_:)``.
///
/// Simplifications of SwiftUI, each deliberate:
/// - Views compare by value to skip their bodies: plain-data views by their
///   bytes, `Equatable` views with `==`; any other view (one that holds a
///   closure, a reference or `@State`) re-runs whenever its parent does.
/// - Layout follows SwiftUI's stack rule (least flexible child first, equal
///   shares of what is left, 8 points of spacing). Several views outside a
///   stack (below the root) overlay each other, centered. Text is measured
///   with San Francisco's metrics: SF Pro's widths, kerning, vertical
///   metrics and tracking (see `Font`); images come from the assets
///   folder, or are placeholders (see `Image`).
@MainActor
public final class ViewHost {
    /// The size the root view is laid out in. Setting it (a window
    /// resized) lays the views out again in the next display list.
    public var size: CGSize {
        didSet {
            precondition(
                size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                "ViewHost: size must be finite and not negative, not \(size)")
        }
    }

    /// The insets of the host's safe area (a device's status bar and home
    /// indicator; zero by default, a window with no safe area). The root
    /// view is offered the size inside them and centered there; views that
    /// `ignoresSafeArea` reach into them, and `GeometryProxy.safeAreaInsets`
    /// reports them. Setting them lays the views out again in the next
    /// display list. An inset that is not finite, or is negative, counts as
    /// 0 (with a warning); insets wider than the host leave an empty safe
    /// area.
    public var safeAreaInsets: EdgeInsets {
        get { graph.layoutState.safeAreaInsets }
        set {
            func clamped(_ inset: CGFloat) -> CGFloat {
                guard inset.isFinite, inset >= 0 else {
                    graph.warn("ViewHost: safe-area insets must be finite and not negative; \(inset) counts as 0.")
                    return 0
                }
                return inset
            }
            graph.setSafeAreaInsets(
                EdgeInsets(
                    top: clamped(newValue.top), leading: clamped(newValue.leading),
                    bottom: clamped(newValue.bottom), trailing: clamped(newValue.trailing)))
        }
    }

    /// The virtual time in seconds, from 0.
    public private(set) var time: TimeInterval = 0

    /// The URLs views opened with the system's action (a `Link`, the
    /// environment's `openURL` when no view handles it), in order: the
    /// headless host has no browser or other apps.
    public internal(set) var openedURLs: [URL] = []

    /// What views shared (a `ShareLink`'s items, as text), in order: the
    /// headless host shows no share sheet.
    public internal(set) var sharedItems: [String] = []

    /// The feedback views played (`sensoryFeedback(_:trigger:)`), in
    /// order, with the host's time: the headless host has no motor.
    public internal(set) var sensoryFeedback: [PlayedSensoryFeedback] = []

    /// The frame scheduler (60 Hz by default).
    public let scheduler: FrameScheduler

    /// The graph of the host's views (the vocabulary's host API reaches it).
    package let graph = ViewGraph()
    /// What `@AppStorage` keeps for this host's views, in memory (a
    /// property without a `store` of its own).
    public let appStorage = AppStorageStore()
    /// What `@SceneStorage` keeps for this host's scene, in memory.
    public let sceneStorage = AppStorageStore()
    /// The host's undo manager, as a window's: views read it as
    /// `@Environment(\.undoManager)`; what one event registers undoes as
    /// one group.
    public let undoManager = UndoManager()
    var lastFrameTime: TimeInterval = 0

    /// The most update passes one update runs: a view that writes state in
    /// every update cannot hang the host (a warning says so).
    public static var maximumUpdatePasses: Int { ViewGraph.maximumUpdatePasses }

    /// Creates a host and evaluates the root view.
    ///
    /// - Parameters:
    ///   - root: The root view.
    ///   - size: The size to lay it out in.
    ///   - frameRate: Frames per second; 60 by default.
    ///   - startDate: The date of the host's time 0, which views see
    ///     (`TimelineView`, a drag's time): the wall clock's now by
    ///     default; a fixed date makes recordings repeatable.
    ///   - assets: A folder of images and asset catalogs that `Image(_:)`
    ///     and `Color(_:bundle:)` draw from (see ``AssetCatalog``). Its
    ///     colors are registered for every host of the process. A folder
    ///     that cannot be read, and color sets in it that cannot, are
    ///     reported in ``warnings``; an image's files that cannot be read
    ///     are reported when a view asks for that image.
    public init<Root: View>(_ root: Root, size: CGSize, frameRate: Double = 60, startDate: Date? = nil, assets: URL? = nil) {
        precondition(
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
            "ViewHost: size must be finite and not negative, not \(size)")
        self.size = size
        self.scheduler = FrameScheduler(frameRate: frameRate)
        graph.layoutState.resize(to: size)
        if let startDate { graph.clock.start(at: startDate) }
        if let assets {
            do {
                let catalog = try AssetCatalog(contentsOf: assets)
                for (name, color) in catalog.colors {
                    ColorAssets.register(name, color)
                }
                // An image's problems wait until a view asks for it.
                for problem in catalog.catalogProblems { graph.warn("Assets: \(problem).") }
                graph.useAssets(catalog)
            } catch {
                graph.warn("Assets: no folder at \(assets.path); images draw placeholders.")
            }
        }
        var environment = EnvironmentValues()
        // The log, not the graph: a weak reference would slow every node's
        // access to its graph (see `GraphWarnings`).
        environment._warn = HostWarning { [log = graph.warningLog] message in log.warn(message) }
        environment._hostAssets = graph.assets
        environment.openURL = OpenURLAction(system: { [weak self] url in self?.openedURLs.append(url) })
        environment.shareAction = ShareAction { [weak self] item in self?.sharedItems.append(item) }
        environment.sensoryFeedbackAction = SensoryFeedbackAction { [weak self] feedback in
            guard let self else { return }
            self.sensoryFeedback.append(PlayedSensoryFeedback(feedback: feedback, time: self.time))
        }
        environment.appStorageStore = appStorage
        environment.sceneStorageStore = sceneStorage
        environment.displayScale = 3
        environment.undoManager = undoManager
        // The host is the screen before the first body runs
        // (`UIScreen.main.bounds` in a body reads its size).
        CurrentHost.made(self)
        graph.runCycle(at: 0) {
            graph.install(HostRoot(content: root), in: ViewContext(transaction: Transaction(), environment: environment, time: 0))
        }
    }

    deinit {
        CurrentHost.ended(ObjectIdentifier(self))
    }

    /// The size the root view takes when offered a proposal, as a parent
    /// would measure it; nothing is placed or drawn.
    ///
    /// - Parameter proposal: The proposal, such as ``ProposedViewSize/unspecified``
    ///   for the view's ideal size.
    /// - Returns: The root view's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        graph.sizeThatFits(proposal)
    }

    /// Whether an animation is running (frames are due).
    public var isAnimating: Bool {
        graph.isAnimating
    }

    /// Whether a state change made outside an event (a timer, a task, the
    /// main queue) waits for the next frame: a host that draws only when
    /// something changes schedules a frame when this or ``isAnimating`` is
    /// true.
    public var hasPendingChanges: Bool {
        graph.needsUpdate
    }

    /// The number of bodies evaluated so far (views and modifiers). For
    /// tests: `@_spi(Testing) import AnimationViews`.
    @_spi(Testing)
    public var bodyEvaluationCount: Int {
        graph.updates.bodyEvaluations
    }

    /// How many nodes the last layout placed (0 when the last display list
    /// needed no layout). For tests: `@_spi(Testing) import AnimationViews`.
    @_spi(Testing)
    public var lastLayoutPlacements: Int {
        graph.display.lastLayoutPlacements
    }

    /// How many sizes the last layout computed, not counting those found in
    /// the nodes' caches (0 when the last display list needed no layout).
    /// For tests: `@_spi(Testing) import AnimationViews`.
    @_spi(Testing)
    public var lastLayoutSizings: Int {
        graph.display.lastLayoutSizings
    }

    /// How many times the display list was built from scratch (it is
    /// otherwise patched). For tests: `@_spi(Testing) import AnimationViews`.
    @_spi(Testing)
    public var displayListBuilds: Int {
        graph.display.builds
    }

    /// The number of frames run so far. For tests:
    /// `@_spi(Testing) import AnimationViews`.
    @_spi(Testing)
    public private(set) var frameCount = 0

    /// Diagnostics raised so far, such as state written during body
    /// evaluation or invalid frame sizes.
    public var warnings: [String] {
        // Warnings reported from other threads while this host was current.
        for message in CurrentHost.takeWarnings(of: self) { graph.warn(message) }
        return graph.warningLog.messages
    }

    /// The presentation values of every animated attribute, depth first,
    /// each with the numbers of its animatable data. For recorders and
    /// plots; this package's addition.
    ///
    /// An attribute is named by its place in the view structure: the views
    /// whose bodies hold it, outermost first, and the modifier that owns it,
    /// such as `Pets › Avatar › scaleEffect`. A `ForEach` element adds its
    /// ID (`Row[3]`); views of the same type side by side in a stack add
    /// their position (`Avatar[1]`); a second attribute of the same name in
    /// one body adds ` #2`. Names follow identity, as SwiftUI's does, so a
    /// view inserted elsewhere does not rename an attribute.
    public var attributeValues: [(name: String, values: [Double])] {
        var result: [(String, [Double])] = []
        graph.root.collectAttributes(into: &result)
        var seen: [String: Int] = [:]
        return result.map { name, values in
            let count = seen[name, default: 0] + 1
            seen[name] = count
            return (name: count == 1 ? name : "\(name) #\(count)", values: values)
        }
    }

    /// What the host shows now.
    public var displayList: DisplayList {
        graph.displayList(in: size)
    }

    /// Moves the virtual clock forward, running the frames that fall due.
    ///
    /// - Parameter duration: Seconds; must be finite and not negative.
    public func advance(by duration: TimeInterval) {
        precondition(duration.isFinite && duration >= 0, "ViewHost.advance(by:): duration must be finite and not negative, not \(duration)")
        let end = time + duration
        while graph.isAnimating || graph.needsUpdate {
            let next = scheduler.frameTime(after: lastFrameTime > time ? lastFrameTime : time)
            guard next <= end + 1e-9 else { break }
            runFrame(at: next)
        }
        time = end
    }

    /// Taps the views under a point: a press and a release there. The views
    /// that take presses compete for it (see ``press(at:)``); a view with
    /// a plain tap action (a text field, a presentation's dimmed
    /// background) on top runs it.
    ///
    /// - Parameter point: A point in host coordinates.
    /// - Returns: Whether a view was tapped; a tap outside every tappable
    ///   view does nothing.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        applyPendingChanges()
        if graph.events.activePress != nil { release(at: CGPoint(x: CGFloat.infinity, y: .infinity)) }
        guard point.x.isFinite, point.y.isFinite else { return false }
        // One hit test serves the press and the release (the views do not
        // move between them).
        let hits = self.hits(point)
        guard let top = hits.first?.target else { return false }
        if graph.events.pressHandler(of: top) == nil, let action = graph.events.tapAction(of: top) {
            cycle { action() }
            return true
        }
        guard press(at: point, hits: hits) else { return false }
        return release(at: point, hits: hits)
    }

    /// Puts the pointer down at a point: every view under it that takes
    /// presses (buttons, gestures, scroll views) hears it, innermost
    /// first, a `highPriorityGesture` before the views inside it. The
    /// first to recognize its gesture takes the press from the others
    /// (a drag past its minimum distance, a button released inside);
    /// simultaneous gestures go on beside it. A press while another is
    /// held releases that one first, outside it.
    ///
    /// - Parameter point: A point in host coordinates.
    /// - Returns: Whether a view that takes presses is under the point.
    @discardableResult
    public func press(at point: CGPoint) -> Bool {
        applyPendingChanges()
        if graph.events.activePress != nil { release(at: CGPoint(x: CGFloat.infinity, y: .infinity)) }
        guard point.x.isFinite, point.y.isFinite else { return false }
        return press(at: point, hits: hits(point))
    }

    /// Presses at a point whose hits are known; no press is held.
    private func press(at point: CGPoint, hits: [PointerHit]) -> Bool {
        guard let session = PressSession(chain: hits.map(\.target), events: graph.events) else { return false }
        graph.events.beginPress(session)
        cycle { session.deliver { .began(at: localPoint(point, $0, hits)) } }
        return true
    }

    /// Moves the pressed pointer: a pressed button shows `isPressed` only
    /// while the pointer is inside it. Without a press, nothing happens.
    ///
    /// - Parameter point: A point in host coordinates.
    public func move(to point: CGPoint) {
        applyPendingChanges()
        guard let session = graph.events.activePress else { return }
        let hits = point.x.isFinite && point.y.isFinite ? self.hits(point) : []
        cycle {
            session.deliver { target in
                .moved(to: localPoint(point, target, hits), inside: hits.contains { $0.target == target })
            }
        }
    }

    /// Lifts the pointer: a button pressed and released inside runs its
    /// action; released outside, the press is cancelled, as SwiftUI's
    /// buttons do. A point that is not finite lifts it off the host: a drag
    /// under way ends where it last was.
    ///
    /// - Parameter point: Where the pointer goes up, in host coordinates.
    /// - Returns: Whether the press ended inside the view it began on.
    @discardableResult
    public func release(at point: CGPoint) -> Bool {
        applyPendingChanges()
        guard graph.events.activePress != nil else { return false }
        return release(at: point, hits: point.x.isFinite && point.y.isFinite ? self.hits(point) : [])
    }

    private func release(at point: CGPoint, hits: [PointerHit]) -> Bool {
        guard let session = graph.events.endPress() else { return false }
        cycle {
            session.deliver { target in
                .ended(at: localPoint(point, target, hits), inside: hits.contains { $0.target == target })
            }
        }
        return hits.contains { $0.target == session.primary }
    }

    /// Types text into the focused text field (one a tap focused, or its
    /// `FocusState`), at the end of its text, and updates the views.
    /// Without a focused field nothing is typed, the host warns once, and
    /// the result is `false`.
    ///
    /// - Parameter text: The characters.
    /// - Returns: Whether a field took them.
    @discardableResult
    public func type(_ text: String) -> Bool {
        inputToFocusedField(.insert(text))
    }

    /// Deletes the last character of the focused text field (the
    /// backspace key); `false`, with a warning, when none is focused.
    ///
    /// - Returns: Whether a field was focused.
    @discardableResult
    public func deleteBackward() -> Bool {
        inputToFocusedField(.deleteBackward)
    }

    /// Submits the focused text field (the return key): its `onSubmit`
    /// actions run, then it loses focus. `false`, with a warning, when none
    /// is focused.
    ///
    /// - Returns: Whether a field was focused.
    @discardableResult
    public func submit() -> Bool {
        let submitted = cycle { graph.events.submitFocused() }
        if !submitted { graph.warn("Text input with no focused text field: ignored.") }
        return submitted
    }

    /// Whether a text field is focused (typing reaches it).
    public var hasFocusedTextField: Bool {
        graph.events.focusedInput.map { graph.events.target($0)?.textInputHandler != nil } ?? false
    }

    /// What the focused text field asks of the keyboard (its type, return
    /// key, capitalization, corrections), for a host that shows one; `nil`
    /// when no field is focused.
    public var focusedTextInputTraits: TextInputTraits? {
        guard let focused = graph.events.focusedInput, let target = graph.events.target(focused),
            target.textInputHandler != nil
        else { return nil }
        return target.textInputTraits
    }

    /// Runs an event in the graph's one update cycle at the host's time
    /// (see ``ViewGraph/runCycle(at:_:)``): the state written outside an
    /// event applies first, then the event, then the updates of what it
    /// wrote. Every entry point that changes the views goes through here.
    ///
    /// - Parameter event: What happens.
    /// - Returns: What `event` returns.
    @discardableResult
    package func cycle<Result>(_ event: () -> Result) -> Result {
        let result = graph.runCycle(at: time, event)
        #if !canImport(Darwin)
        // The event is over: what it registered undoes as one group.
        undoManager.endEvent()
        #endif
        return result
    }

    /// Applies the state written outside an event before the views are
    /// read or an event reaches them (see the type's discussion): a cycle
    /// with no event, run only when changes wait.
    package func applyPendingChanges() {
        guard graph.needsUpdate else { return }
        cycle {}
    }

    private func inputToFocusedField(_ event: TextInputEvent) -> Bool {
        let sent = cycle { graph.events.sendInput(event) }
        if !sent { graph.warn("Text input with no focused text field: ignored.") }
        return sent
    }

    /// The targets under a point, innermost first (see
    /// ``EventRegistry/hits(_:in:)``).
    func hits(_ point: CGPoint) -> [PointerHit] {
        graph.events.hits(point, in: displayList)
    }

    private func localPoint(_ point: CGPoint, _ target: ObjectIdentifier, _ hits: [PointerHit]) -> CGPoint {
        graph.events.localPoint(point, of: target, hits: hits, in: displayList)
    }

    func runFrame(at frameTime: TimeInterval) {
        lastFrameTime = frameTime
        time = frameTime
        // A frame is one cycle whose event steps the animations.
        cycle { graph.advanceAnimations(to: frameTime) }
        frameCount += 1
    }
}
