import GameplayKit
import SpriteKit
import SwiftUI

// GameplayKit beside SpriteKit, as the game template has it: a state
// machine of the game's phases, a seeded die for repeatable levels, and an
// entity whose component holds its sprite and moves it along a path.

final class PlayingState: GKState {
    var ticks = 0
    override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is GameOverState.Type }
    override func update(deltaTime seconds: TimeInterval) { ticks += 1 }
}

final class GameOverState: GKState {
    private(set) var enteredFrom: GKState?
    override func didEnter(from previousState: GKState?) { enteredFrom = previousState }
    override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is PlayingState.Type }
}

final class MoverComponent: GKComponent {
    var moved = 0.0
    override func update(deltaTime seconds: TimeInterval) { moved += seconds }
}

final class LevelScene: SKScene {
    let machine = GKStateMachine(states: [PlayingState(), GameOverState()])
    let dice = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 42), lowestValue: 1, highestValue: 6)
    let player = GKEntity()
    private var last: TimeInterval = 0

    override func didMove(to view: SKView) {
        machine.enter(PlayingState.self)
        let sprite = SKSpriteNode(color: .green, size: CGSize(width: 10, height: 10))
        sprite.name = "player"
        addChild(sprite)
        player.addComponent(GKSKNodeComponent(node: sprite))
        player.addComponent(MoverComponent())
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        sprite.run(.follow(line, duration: 1), withKey: "walk")
    }

    override func update(_ currentTime: TimeInterval) {
        let step = last == 0 ? 0 : currentTime - last
        last = currentTime
        machine.update(deltaTime: step)
        player.update(deltaTime: step)
    }
}

struct LevelView: View {
    let scene: LevelScene

    var body: some View {
        SpriteView(scene: scene)
            .frame(width: 200, height: 100)
    }
}
