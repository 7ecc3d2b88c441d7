import Foundation
@testable import SpriteKit
@testable import SwiftUI
import Testing
import TestSupport

@MainActor
@Suite("SpriteKit scenes run on the host's clock", .serialized)
struct SpriteKitBehaviourTests {
    /// The scene's actions, worked out by hand: the ball starts at (50,
    /// 100); `moveTo(x: 150, duration: 1)` with, after 0.5 s, a fall of 50
    /// over 1 s. At 0.75 s: x = 50 + 100 × 0.75 = 125, y = 100 − 50 × 0.25
    /// = 87.5. At 2 s both are done: (150, 50), and the group has ended.
    @Test func actionsMoveNodesInVirtualTime() throws {
        let scene = BounceScene(size: CGSize(width: 200, height: 200))
        let host = ViewHost(SpriteView(scene: scene).frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
        let ball = try #require(scene.childNode(withName: "ball"))
        #expect(ball.position == CGPoint(x: 50, y: 100))
        host.advance(by: 0.75)
        #expect(abs(ball.position.x - 125) < 0.02 && abs(ball.position.y - 87.5) < 0.02, "\(ball.position)")
        host.advance(by: 1.25)
        #expect(abs(ball.position.x - 150) < 1e-9 && abs(ball.position.y - 50) < 1e-9)
        #expect(ball.action(forKey: "drop") == nil)
        // The repeating rotation keeps going: π per second.
        let paddle = try #require(scene.childNode(withName: "paddle"))
        #expect(abs(paddle.zRotation - 2 * .pi) < 0.06, "\(paddle.zRotation)")
        #expect(scene.frames > 100)
    }

    /// What is drawn, by hand: a 200-point scene in a 300-point view with
    /// `.aspectFit` is scaled 1.5 and flipped (y up). The blue paddle,
    /// 60 × 10 around (100, 20), covers x 105...195 and y 262.5...277.5 of
    /// the view; the red ball of radius 10 at (50, 100) covers 60...90 by
    /// 135...165.
    @Test func nodesAreDrawnWhereTheSceneMapsThem() throws {
        let scene = BounceScene(size: CGSize(width: 200, height: 200))
        scene.scaleMode = .aspectFit
        let host = ViewHost(SpriteView(scene: scene).frame(width: 300, height: 300), size: CGSize(width: 300, height: 300))
        let shapes = filledShapes(host)
        let blue = try #require(shapes.first { (shape: (bounds: CGRect, color: Color.Resolved?)) -> Bool in
            guard let color = shape.color else { return false }
            return color.blue > 0.9 && color.red < 0.1
        })
        #expect(abs(blue.bounds.minX - 105) < 1e-6 && abs(blue.bounds.maxX - 195) < 1e-6, "\(blue.bounds)")
        #expect(abs(blue.bounds.minY - 262.5) < 1e-6 && abs(blue.bounds.maxY - 277.5) < 1e-6, "\(blue.bounds)")
        let red = try #require(shapes.first { (shape: (bounds: CGRect, color: Color.Resolved?)) -> Bool in
            guard let color = shape.color else { return false }
            return color.red > 0.9 && color.green < 0.2
        })
        #expect(abs(red.bounds.midX - 75) < 1e-6 && abs(red.bounds.midY - 150) < 1e-6 && abs(red.bounds.width - 30) < 1e-6, "\(red.bounds)")
        #expect(host.find(text: "0") != nil)
    }

    /// A tap reaches the scene's touchesBegan with the location in scene
    /// coordinates: the view's (150, 75) is the scene's (100, 150).
    @Test func touchesReachTheSceneInItsCoordinates() throws {
        let host = ViewHost(BounceGameView(), size: CGSize(width: 320, height: 400))
        host.advance(by: 0.1)
        let game = try #require(host.find(id: "game"))
        #expect(host.tap(at: CGPoint(x: game.frame.minX + 150, y: game.frame.minY + 75)))
        host.advance(by: 0.1)
        #expect(host.find(text: "Taps: 1") != nil)
        #expect(host.find(text: "1") != nil)
    }

    /// Physics bodies are kept, not simulated: the view's host is warned
    /// once; a scene file cannot be read.
    @Test func physicsAndSceneFilesWarn() throws {
        let host = ViewHost(SpriteView(scene: BounceScene(size: CGSize(width: 100, height: 100))), size: CGSize(width: 100, height: 100))
        host.advance(by: 0.1)
        #expect(SKScene(fileNamed: "GameScene") == nil)
        #expect(host.warnings.contains { $0.contains("does not simulate physics") })
    }

    /// Easing and composite actions, by hand: easeIn is t², so a 1 s move
    /// of 100 is at 25 after 0.5 s; `repeat(count: 3)` of a 0.2 s move by 10
    /// ends at 30 after 0.6 s; a sequence hands a frame's leftover time to
    /// the next action; reversed moves go back; `run(_:completion:)` calls
    /// back once.
    @Test func timingModesAndCompositesAreExact() {
        let node = SKNode()
        let move = SKAction.moveBy(x: 100, y: 0, duration: 1)
        move.timingMode = .easeIn
        node.run(move)
        node.evaluateActions(0.5)
        #expect(abs(node.position.x - 25) < 1e-9)
        node.evaluateActions(0.5)
        #expect(abs(node.position.x - 100) < 1e-9)

        let other = SKNode()
        var ended = 0
        other.run(.repeat(.moveBy(x: 10, y: 0, duration: 0.2), count: 3)) { ended += 1 }
        other.evaluateActions(0.3)
        #expect(abs(other.position.x - 15) < 1e-9)
        other.evaluateActions(0.3)
        #expect(abs(other.position.x - 30) < 1e-9 && ended == 1)
        other.evaluateActions(1)
        #expect(ended == 1 && !other.hasActions())

        let third = SKNode()
        third.run(.sequence([.moveBy(x: 10, y: 0, duration: 0.1), .moveBy(x: 0, y: 10, duration: 0.1)]))
        third.evaluateActions(0.15)
        #expect(abs(third.position.x - 10) < 1e-9 && abs(third.position.y - 5) < 1e-9)
        let back = SKAction.moveBy(x: 10, y: 0, duration: 0.1).reversed()
        third.run(back)
        third.evaluateActions(1)
        #expect(abs(third.position.x) < 1e-9 && abs(third.position.y - 10) < 1e-9)
    }

    /// Bad input: a negative or infinite duration is no time; a paused
    /// node's actions wait; a node added to a second parent moves; a
    /// repeatForever of an instant action runs once a frame, not forever.
    @Test func badInputIsHandled() {
        let node = SKNode()
        node.run(.moveBy(x: 10, y: 0, duration: -1))
        node.run(.fadeAlpha(to: 0.5, duration: .infinity))
        node.evaluateActions(0)
        #expect(node.position.x == 10 && node.alpha == 0.5)
        var count = 0
        node.run(.repeatForever(.run { count += 1 }))
        node.evaluateActions(0.1)
        node.evaluateActions(0.1)
        #expect(count == 2)
        node.isPaused = true
        node.run(.moveBy(x: 10, y: 0, duration: 0))
        node.evaluateActions(1)
        #expect(node.position.x == 10)
        let a = SKNode(), b = SKNode(), child = SKNode()
        a.addChild(child)
        b.addChild(child)
        #expect(a.children.isEmpty && b.children.count == 1 && child.parent === b)
    }

    /// An awaited action that is removed before it ends returns.
    @Test func anAwaitedActionReturnsWhenRemoved() async {
        let waiter = SKNode()
        var returned = false
        let task = Task { @MainActor in
            await waiter.run(.wait(forDuration: 10))
            returned = true
        }
        #expect(await yieldUntil { waiter.hasActions() })
        waiter.removeAllActions()
        await task.value
        #expect(returned)
    }

    /// Search paths: `//name` finds any descendant, `*` any name, and
    /// points convert between nodes.
    @Test func childrenAreFoundAndPointsConvert() throws {
        let root = SKScene(size: CGSize(width: 100, height: 100))
        let group = SKNode()
        group.name = "group"
        group.position = CGPoint(x: 10, y: 20)
        group.setScale(2)
        let leaf = SKSpriteNode(color: .red, size: CGSize(width: 4, height: 4))
        leaf.name = "leaf-1"
        group.addChild(leaf)
        root.addChild(group)
        #expect(root.childNode(withName: "leaf-1") == nil)
        #expect(root.childNode(withName: "//leaf-1") === leaf)
        #expect(root.childNode(withName: "group/leaf-*") === leaf)
        #expect(root["//*"].count == 2)
        #expect(leaf.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 12, y: 22))
        #expect(root.nodes(at: CGPoint(x: 11, y: 21)).first === leaf)
    }

    /// Sprite actions, by hand: a 10 × 20 sprite resized to 60 × 40 over
    /// 1 s is 35 × 30 at 0.5 s; colourizing to a blend of 1 over 1 s is at
    /// 0.5 then. `animate(with:timePerFrame: 0.25, resize: true, restore:
    /// true)` of two textures shows the second from 0.25 s and the first
    /// texture again at 0.5 s, and keeps nothing in the node's `userData`.
    @Test func spriteActionsChangeSizeColorAndTexture() throws {
        let sprite = SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 20))
        sprite.run(.group([
            .resize(toWidth: 60, height: 40, duration: 1),
            .colorize(with: .red, colorBlendFactor: 1, duration: 1),
        ]))
        sprite.evaluateActions(0.5)
        #expect(abs(sprite.size.width - 35) < 1e-9 && abs(sprite.size.height - 30) < 1e-9)
        #expect(abs(sprite.colorBlendFactor - 0.5) < 1e-9 && sprite.color == .red)
        sprite.evaluateActions(0.5)
        #expect(sprite.size == CGSize(width: 60, height: 40) && sprite.colorBlendFactor == 1)

        let first = SKTexture(image: UIImage(systemName: "star")!)
        let big = SKTexture(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))!)
        let small = SKTexture(image: UIImage(systemName: "circle")!)
        let flipbook = SKSpriteNode(texture: first)
        flipbook.run(.animate(with: [big, small], timePerFrame: 0.25, resize: true, restore: true))
        flipbook.evaluateActions(0.1)
        #expect(flipbook.texture === big && flipbook.size == big.size())
        flipbook.evaluateActions(0.2)
        #expect(flipbook.texture === small)
        flipbook.evaluateActions(0.2)
        #expect(flipbook.texture === first && flipbook.size == first.size())
        #expect(flipbook.userData == nil && !flipbook.hasActions())
    }
}
