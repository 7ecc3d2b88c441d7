import AnimationExamples
import Foundation
import SnapshotTesting
import SwiftAnimation
import SwiftAnimationTesting
import Testing

/// The seeds' views at chosen times, against the references committed in
/// `__Snapshots__/SeedSnapshotTests/`: what a user's suite looks like.
/// Record again after a deliberate change with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter SeedSnapshotTests`.
@Suite("The seeds' views, snapshotted")
@MainActor
struct SeedSnapshotTests {
    let square = CGSize(width: 200, height: 200)
    /// A tap on the avatar, at the start.
    let tap = [ScriptedEvent.tap(at: 0, CGPoint(x: 100, y: 100))]

    /// Seed 004: the tap springs the avatar's scale with `.bouncy`.
    @Test func theAvatarSpringsWhenTapped() {
        assertSnapshot(of: Avatar(), as: .svg(size: square, at: 0.25, events: tap))
        assertSnapshot(of: Avatar(), as: .displayList(size: square, at: 0.25, events: tap))
        assertSnapshot(of: Avatar(), as: .displayList(size: square, settled: true, events: tap))
        assertSnapshot(of: Avatar(), as: .trace(size: square, duration: 0.6, fps: 30, events: tap))
    }

    /// `.bouncy` is `spring(duration: 0.5, bounce: 0.3)` (Apple's
    /// documentation): damping ratio 0.7, ω₀ = 2π / 0.5. From rest at 0 to
    /// 1, x(t) = 1 − e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t), with
    /// ω_d = ω₀ √(1 − ζ²); the scale is 1 + 0.5 x(t), at 0.25 s and at
    /// 0.31 s (between two frames) alike.
    @Test func theAvatarsScaleIsTheSpringsClosedForm() throws {
        let zeta = 0.7, omega0 = 2 * Double.pi / 0.5
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        func scale(_ t: Double) -> Double {
            let x = 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
            return 1 + 0.5 * x
        }
        for time in [0.25, 0.31] {
            let trace = take(Avatar(), as: .trace(size: square, duration: time, fps: 1 / time, events: tap))
            let last = try #require(trace.split(separator: "\n").last?.split(separator: "\t").compactMap { Double($0) })
            #expect(abs(last[0] - time) < 1e-6)
            #expect(abs(last[1] - scale(time)) < 1e-5, "\(trace)")
        }
    }

    /// The README's example: which animation a tap started, and how long
    /// the view takes to settle, without a snapshot.
    @Test func aTapSpringsTheScaleWithBouncy() throws {
        let host = ViewHost(Avatar(), size: square)
        let started = host.perform { _ = try? host.require(image: "dog").tap() }
        #expect(started.map(\.name) == ["Avatar › scaleEffect"])
        #expect(started.first?.animations.first?.animation == .bouncy)
        let settled = try host.settle()
        #expect(settled > 0.5 && settled < 1)
        #expect(try host.require(image: "dog").isVisible)
    }

    /// Seed 002: the podium's avatar goes round every 2 seconds, forever.
    @Test func thePodiumTurns() {
        assertSnapshot(of: PodiumScene(), as: .svg(size: CGSize(width: 300, height: 300), at: 0.5), named: "quarter")
        assertSnapshot(of: PodiumScene(), as: .displayList(size: CGSize(width: 300, height: 300), at: 1.5), named: "three-quarters")
    }

    /// Seed 004's pets: a row of avatars.
    @Test func thePetsAfterATap() throws {
        let host = ViewHost(Pets(), size: CGSize(width: 390, height: 300))
        #expect(try host.require(image: "dog").tap())
        host.advance(by: 0.1)
        assertSnapshot(of: host, as: .displayList)
    }

    #if Cairo
    /// The tap's spring as a video that verifies: 15 frames a second
    /// until the avatar settles, each frame compared with the reference.
    @Test func theAvatarSpringsAsAVideo() {
        assertSnapshot(of: Avatar(), as: .apng(size: square, fps: 15, events: tap))
    }

    @Test func theAvatarAsAPNG() {
        assertSnapshot(of: Avatar(), as: .image(size: square, at: 0.25, events: tap, scale: 2))
    }
    #endif
}
