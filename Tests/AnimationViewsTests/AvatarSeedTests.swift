import AnimationCore
import AnimationExamples
import AnimationRuntime
import AnimationViews
import Foundation
import TestSupport
import Testing

// Seed 004's pet avatar: the views are AnimationExamples' (one copy, shared
// with the demo).

@MainActor
private func scale(_ host: ViewHost) -> CGFloat {
    host.displayList.images[0].transform.a
}

@MainActor
private func shadowRadius(_ host: ViewHost) -> CGFloat {
    host.displayList.first { $0.shadow != nil }?.shadow?.radius ?? .nan
}

@MainActor
@Suite("Seed 004: the pet avatar")
struct AvatarSeedTests {
    let size = CGSize(width: 200, height: 200)
    let center = CGPoint(x: 100, y: 100)

    @Test func tapAnimatesTheScaleAlongBouncy() {
        let host = ViewHost(Avatar(), size: size)
        #expect(scale(host) == 1)
        // The 64-point placeholder, centered in 200: (200 − 64) / 2 = 68.
        #expect(host.displayList.images[0].item.frame == CGRect(x: 68, y: 68, width: 64, height: 64))
        #expect(host.tap(at: center))
        #expect(host.isAnimating)
        var maximum: CGFloat = 1
        frames(host, count: 60) { time in
            let expected = 1 + 0.5 * Spring.bouncy.value(target: 1.0, time: time)
            if host.isAnimating {
                #expect(abs(scale(host) - expected) < 1e-9, "t = \(time)")
            } else {
                // At rest: within 0.1 % of the travel of the spring, then exactly the target.
                #expect(scale(host) == 1.5 && abs(expected - 1.5) <= 0.0005, "t = \(time)")
            }
            maximum = max(maximum, scale(host))
        }
        #expect(maximum > 1.5)  // bouncy overshoots
        host.advance(by: 5)
        #expect(!host.isAnimating)
        #expect(scale(host) == 1.5)
    }

    @Test func changeWithoutAnimationJumps() {
        let host = ViewHost(UnanimatedAvatar(), size: size)
        host.tap(at: center)
        #expect(!host.isAnimating)
        #expect(scale(host) == 1.5)
    }

    @Test func twoAnimationModifiersOnOneBinding() {
        let host = ViewHost(Pets(), size: size)
        #expect(shadowRadius(host) == 8)
        host.tap(at: center)
        frames(host, count: 30) { time in
            #expect(abs(shadowRadius(host) - (8 + 4 * Spring.smooth.value(target: 1.0, time: time))) < 1e-9)
            #expect(abs(scale(host) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: time))) < 1e-9)
        }
    }

    @Test func scopedAnimationsTouchOnlyTheirBodies() {
        let host = ViewHost(ScopedAvatar(), size: size)
        host.tap(at: center)
        frames(host, count: 30) { time in
            #expect(abs(shadowRadius(host) - (8 + 4 * Spring.smooth.value(target: 1.0, time: time))) < 1e-9)
            #expect(abs(scale(host) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: time))) < 1e-9)
        }
    }

    @Test func transactionKeyChoosesTheAnimation() {
        let host = ViewHost(KeyedAvatar(), size: size)
        let image = host.displayList.images[0].item.frame
        host.tap(at: CGPoint(x: image.midX, y: image.midY))
        frames(host, count: 20) { time in
            #expect(abs(scale(host) - (1 + 0.5 * Spring.bouncy.value(target: 1.0, time: time))) < 1e-9)
        }
        host.advance(by: 3)
        // The "reset" text changes the value without the key: smooth.
        let button = host.displayList.first { if case .text = $0.content { return true } else { return false } }!.frame
        let start = host.time
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        frames(host, count: 20) { time in
            #expect(abs(scale(host) - (1.5 - 0.5 * Spring.smooth.value(target: 1.0, time: time - start))) < 1e-9)
        }
    }
}
