import SpriteKit
import SwiftUI

// A SpriteKit game as people write one beside SwiftUI: a scene subclass
// that builds its nodes in didMove(to:), runs actions, keeps a score it
// publishes, answers touches, and a SwiftUI view that shows it.

final class BounceScene: SKScene, ObservableObject, SKPhysicsContactDelegate {
    @Published var taps = 0
    var frames = 0
    var lastTouch: CGPoint?

    override func didMove(to view: SKView) {
        backgroundColor = .black
        physicsWorld.contactDelegate = self
        physicsWorld.gravity = CGVector(dx: 0, dy: -4)

        let ball = SKShapeNode(circleOfRadius: 10)
        ball.name = "ball"
        ball.fillColor = .red
        ball.strokeColor = .clear
        ball.position = CGPoint(x: 50, y: 100)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 10)
        addChild(ball)

        let paddle = SKSpriteNode(color: .blue, size: CGSize(width: 60, height: 10))
        paddle.name = "paddle"
        paddle.position = CGPoint(x: 100, y: 20)
        addChild(paddle)

        let score = SKLabelNode(text: "0")
        score.name = "score"
        score.fontSize = 20
        score.fontColor = .white
        score.position = CGPoint(x: 100, y: 170)
        addChild(score)

        let slide = SKAction.moveTo(x: 150, duration: 1)
        let fall = SKAction.sequence([.wait(forDuration: 0.5), .moveBy(x: 0, y: -50, duration: 1)])
        ball.run(SKAction.group([slide, fall]), withKey: "drop")
        paddle.run(.repeatForever(.sequence([.rotate(byAngle: .pi, duration: 1), .run { [weak self] in self?.frames += 0 }])))
    }

    override func update(_ currentTime: TimeInterval) {
        frames += 1
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        lastTouch = touch.location(in: self)
        taps += 1
        (childNode(withName: "score") as? SKLabelNode)?.text = "\(taps)"
    }

    func didBegin(_ contact: SKPhysicsContact) {
        taps += 100
    }
}

struct BounceGameView: View {
    @StateObject private var scene: BounceScene = {
        let scene = BounceScene(size: CGSize(width: 200, height: 200))
        scene.scaleMode = .aspectFit
        return scene
    }()

    var body: some View {
        VStack {
            Text("Taps: \(scene.taps)")
            SpriteView(scene: scene, options: [.ignoresSiblingOrder])
                .frame(width: 300, height: 300)
                .accessibilityIdentifier("game")
        }
    }
}

#Preview {
    BounceGameView()
}
