import AnimationCore
import AnimationExamples
import AnimationRender
import AnimationRuntime
import AnimationViews
import Foundation
import Testing

/// Seed 004's scoped avatar: a tap springs the scale with `.bouncy` (1 to
/// 1.5) and the shadow's radius with `.smooth` (8 to 12); the closed forms
/// are `Spring`'s values from the tap.
@MainActor
@Suite("Freezing and soloing animations")
struct AnimationFreezeTests {
    static let scale = "ScopedAvatar › scaleEffect", shadow = "ScopedAvatar › shadow"
    static let tap = ScriptedEvent.tap(at: 0.2, CGPoint(x: 100, y: 100))

    static func scale(at time: Double) -> Double { 1 + 0.5 * Spring.bouncy.value(target: 1.0, time: max(0, time - 0.2)) }
    static func radius(at time: Double) -> Double { 8 + 4 * Spring.smooth.value(target: 1.0, time: max(0, time - 0.2)) }

    @Test func aFrozenAttributeHoldsExactlyWhereItWasWhileTheOtherPlays() throws {
        var recorder = FrameRecorder(frameRate: 30, duration: 1.5)
        // Between the frames at 0.333 and 0.367 s: held at exactly 0.35.
        recorder.freezes = [AnimationFreeze(attribute: Self.scale, time: 0.35)]
        let recording = recorder.record(ViewHost(ScopedAvatar(), size: CGSize(width: 200, height: 200)), events: [Self.tap])
        let scales = recording.trace(Self.scale), radii = recording.trace(Self.shadow, component: 4)
        for (index, frame) in recording.frames.enumerated() {
            let t = frame.time
            let expected = t >= 0.35 ? Self.scale(at: 0.35) : Self.scale(at: t)
            #expect(abs((scales[index] ?? .nan) - expected) < 1e-9, "scale at \(t)")
            // The shadow plays on (until its spring settles and snaps).
            if t < 0.6 { #expect(abs((radii[index] ?? .nan) - Self.radius(at: t)) < 1e-6, "radius at \(t)") }
        }
        // The frozen animation never ends; the other is removed.
        let animations = recording.timeline.transactions.flatMap(\.animations)
        #expect(animations.first { $0.attribute == Self.scale }?.removed == nil)
        #expect(animations.first { $0.attribute == Self.shadow }?.removed != nil)
        // Held, it does not keep the host busy: the recording ends at rest.
        #expect(!recording.stillAnimating)
    }

    @Test func aSoloedAttributePlaysAloneAndTheOthersHoldAtTheirStart() throws {
        var recorder = FrameRecorder(frameRate: 30, duration: 1.2)
        recorder.solo = Self.shadow
        let recording = recorder.record(ViewHost(ScopedAvatar(), size: CGSize(width: 200, height: 200)), events: [Self.tap])
        let scales = recording.trace(Self.scale), radii = recording.trace(Self.shadow, component: 4)
        for (index, frame) in recording.frames.enumerated() {
            #expect(scales[index] == 1, "scale at \(frame.time)")
            if frame.time < 0.6 { #expect(abs((radii[index] ?? .nan) - Self.radius(at: frame.time)) < 1e-6, "radius at \(frame.time)") }
        }
    }

    @Test func theHostFreezesByNameAndAnUnknownNameFreezesNothing() {
        let host = ViewHost(Avatar(), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        let held = host.animations.first?.presentation
        #expect(!host.freezeAnimations(of: "Avatar › nothing"))
        #expect(host.freezeAnimations(of: "Avatar › scaleEffect"))
        // Frozen twice is frozen once.
        #expect(!host.freezeAnimations(of: "Avatar › scaleEffect"))
        host.advance(by: 1)
        #expect(!host.isAnimating)
        #expect(host.animations.map(\.name) == ["Avatar › scaleEffect"])
        #expect(host.animations.first?.presentation == held)
        #expect(host.animations.first?.animations.first?.isLogicallyComplete == false)
    }

    @Test func aFreezeIsReadFromNameAtSeconds() {
        #expect(AnimationFreeze(parsing: "Avatar › scaleEffect@0.3") == AnimationFreeze(attribute: "Avatar › scaleEffect", time: 0.3))
        #expect(AnimationFreeze(parsing: "Avatar › scaleEffect") == AnimationFreeze(attribute: "Avatar › scaleEffect", time: 0))
        // Bad input: no time after @, a negative or non-finite time, no name.
        for bad in ["Avatar@", "Avatar@-1", "Avatar@nan", "Avatar@inf", "@1", " @2", ""] {
            #expect(AnimationFreeze(parsing: bad) == nil, "\(bad)")
        }
        // Found by the fuzz target: a name ending in a mark that joins the
        // next character (U+0604) still has its `@` found, and reads back.
        #expect(AnimationFreeze(parsing: "\u{0604}@0.5") == AnimationFreeze(attribute: "\u{0604}", time: 0.5))
        #expect(AnimationFreeze(parsing: "\u{0604}") == AnimationFreeze(attribute: "\u{0604}", time: 0))
    }
}
