import Foundation
import GameplayKit
import SpriteKit
@testable import SwiftUI
import Testing

@MainActor
@Suite("GameplayKit: randomness, state machines, entities")
struct GameplayKitBehaviourTests {
    /// The seeded sources give their algorithms' published values: MT19937
    /// seeded with 5489 starts 3499211612, 581869302; ARC4 of the key "Key"
    /// starts EB 9F 77 81 (the RC4 test vector); the linear congruential
    /// generator from 0 gives the high half of 1442695040888963407.
    @Test func seededSourcesFollowTheirAlgorithms() {
        let twister = GKMersenneTwisterRandomSource(seed: 5489)
        #expect(twister.nextBits() == 3_499_211_612 && twister.nextBits() == 581_869_302)
        let arc4 = GKARC4RandomSource(seed: Data("Key".utf8))
        #expect(arc4.nextBits() == 0xEB9F_7781)
        let lcg = GKLinearCongruentialRandomSource(seed: 0)
        #expect(lcg.nextBits() == 335_903_614)
        // The same seed repeats; values stay in range.
        let a = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 6)
        let b = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 6)
        let rolls = (0..<200).map { _ in a.nextInt() }
        #expect(rolls == (0..<200).map { _ in b.nextInt() })
        #expect(Set(rolls) == Set(1...6))
        // A shuffled distribution deals every value once per round.
        let deck = GKShuffledDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 3), lowestValue: 1, highestValue: 5)
        #expect(Set((0..<5).map { _ in deck.nextInt() }) == Set(1...5))
        // Bad input: no upper bound gives 0; reversed bounds are swapped.
        #expect(twister.nextInt(upperBound: 0) == 0 && twister.nextInt(upperBound: -3) == 0)
        #expect(GKRandomDistribution(lowestValue: 6, highestValue: 1).lowestValue == 1)
        let uniform = twister.nextUniform()
        #expect(uniform >= 0 && uniform < 1)
    }

    /// A state machine enters only states its current state allows, in
    /// willExit/didEnter order; entities update their components.
    @Test func stateMachinesAndEntities() {
        let machine = GKStateMachine(states: [PlayingState(), GameOverState()])
        #expect(machine.enter(PlayingState.self))
        #expect(!machine.enter(PlayingState.self))
        machine.update(deltaTime: 0.1)
        #expect(machine.state(forClass: PlayingState.self)?.ticks == 1)
        #expect(machine.enter(GameOverState.self))
        #expect(machine.state(forClass: GameOverState.self)?.enteredFrom === machine.state(forClass: PlayingState.self))
        let entity = GKEntity()
        entity.addComponent(MoverComponent())
        entity.addComponent(MoverComponent())
        #expect(entity.components.count == 1)
        entity.update(deltaTime: 0.25)
        #expect(entity.component(ofType: MoverComponent.self)?.moved == 0.25)
        entity.removeComponent(ofType: MoverComponent.self)
        #expect(entity.components.isEmpty)
    }

    /// In a scene: the machine runs from the scene's update, and
    /// `follow(_:duration:)` walks the sprite along a 100-point line, 50
    /// points in half a second, facing along it.
    @Test func aSceneRunsItsMachineAndFollowsAPath() throws {
        let scene = LevelScene(size: CGSize(width: 200, height: 100))
        let host = ViewHost(LevelView(scene: scene), size: CGSize(width: 200, height: 100))
        host.advance(by: 0.5)
        let sprite = try #require(scene.childNode(withName: "player"))
        #expect(abs(sprite.position.x - 50) < 1 && abs(sprite.position.y) < 1e-9 && abs(sprite.zRotation) < 1e-9, "\(sprite.position)")
        #expect((scene.machine.currentState as? PlayingState)?.ticks ?? 0 > 20)
        #expect((scene.player.component(ofType: MoverComponent.self)?.moved ?? 0) > 0.4)
        host.advance(by: 0.6)
        #expect(abs(sprite.position.x - 100) < 1e-6 && sprite.action(forKey: "walk") == nil)
    }

    /// A spline passes through its points.
    @Test func splinesPassThroughTheirPoints() throws {
        var points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 0)]
        let shape = SKShapeNode(splinePoints: &points, count: points.count)
        var ends: [CGPoint] = []
        try #require(shape.path).applyWithBlock { element in
            if element.pointee.type == .moveToPoint { ends.append(element.pointee.points[0]) }
            if element.pointee.type == .addCurveToPoint { ends.append(element.pointee.points[2]) }
        }
        #expect(ends == points)
    }
}
