import AnimationCore
import AnimationViews
import Foundation
import UIKit

extension SKAction {
    /// Moves a node by a vector.
    public class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(.moveBy(delta), duration: duration) }
    /// Moves a node by an amount.
    public class func moveBy(x: CGFloat, y: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.moveBy(CGVector(dx: x, dy: y)), duration: duration)
    }
    /// Moves a node to a point.
    public class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(.moveTo(x: location.x, y: location.y), duration: duration)
    }
    /// Moves a node to an x.
    public class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: x, y: nil), duration: duration) }
    /// Moves a node to a y.
    public class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.moveTo(x: nil, y: y), duration: duration) }
    /// Rotates a node by an angle in radians.
    public class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateBy(radians), duration: duration) }
    /// Rotates a node to an angle in radians.
    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.rotateTo(radians), duration: duration) }
    /// Scales a node by a factor.
    public class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleBy(x: scale, y: scale), duration: duration) }
    /// Scales a node by factors.
    public class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleBy(x: xScale, y: yScale), duration: duration)
    }
    /// Scales a node to a scale.
    public class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: scale, y: scale), duration: duration) }
    /// Scales a node to scales.
    public class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.scaleTo(x: xScale, y: yScale), duration: duration)
    }
    /// Scales a node to an x scale.
    public class func scaleX(to xScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: xScale, y: nil), duration: duration) }
    /// Scales a node to a y scale.
    public class func scaleY(to yScale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.scaleTo(x: nil, y: yScale), duration: duration) }
    /// Fades a node to opaque.
    public class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(.fadeTo(1), duration: duration) }
    /// Fades a node out.
    public class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(.fadeTo(0), duration: duration) }
    /// Fades a node to an opacity.
    public class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeTo(alpha), duration: duration) }
    /// Fades a node by an amount.
    public class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.fadeBy(factor), duration: duration) }
    /// Resizes a sprite to a size.
    public class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeTo(width: width, height: height), duration: duration)
    }
    /// Resizes a sprite by an amount.
    public class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.resizeBy(width: width, height: height), duration: duration)
    }
    /// Blends a sprite's color toward a color.
    public class func colorize(with color: SKColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(color, blend: colorBlendFactor), duration: duration)
    }
    /// Changes a sprite's blend factor.
    public class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(.colorize(nil, blend: colorBlendFactor), duration: duration)
    }
    /// Changes a node's speed by an amount.
    public class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedBy(speed), duration: duration) }
    /// Changes a node's speed to a value.
    public class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(.speedTo(speed), duration: duration) }
    /// Waits.
    public class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(.wait, duration: duration) }
    /// Waits a duration within a range around it: the headless host waits
    /// the duration itself, so runs repeat exactly.
    public class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction(.wait, duration: duration)
    }
    /// Runs actions one after another.
    public class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction(.sequence(actions), duration: actions.reduce(0) { $0 + $1.duration })
    }
    /// Runs actions together.
    public class func group(_ actions: [SKAction]) -> SKAction {
        SKAction(.group(actions), duration: actions.map(\.duration).max() ?? 0)
    }
    /// Runs an action a number of times (none for a count below 1).
    public class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(.repeatCount(action, max(count, 0)), duration: action.duration * Double(max(count, 0)))
    }
    /// Runs an action again and again. An action of no duration runs once
    /// a frame (SpriteKit would loop on it forever).
    public class func repeatForever(_ action: SKAction) -> SKAction { SKAction(.repeatForever(action), duration: .infinity) }
    /// Runs a block.
    public class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(.block(block), duration: 0) }
    /// Runs a block (on the scene's frame, whatever the queue).
    public class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { SKAction(.block(block), duration: 0) }
    /// Runs an action on a child of a name (at once: the child's action
    /// takes its own time).
    public class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
        SKAction(.child(name, action), duration: 0)
    }
    /// Calls a block each frame with the node and the time elapsed.
    public class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(.custom(block), duration: duration)
    }
    /// Removes the node from its parent.
    public class func removeFromParent() -> SKAction { SKAction(.removeFromParent, duration: 0) }
    /// Hides the node.
    public class func hide() -> SKAction { SKAction(.hide(true), duration: 0) }
    /// Shows the node.
    public class func unhide() -> SKAction { SKAction(.hide(false), duration: 0) }
    /// Sets a sprite's texture.
    public class func setTexture(_ texture: SKTexture) -> SKAction { SKAction(.texture(texture, resize: false), duration: 0) }
    /// Sets a sprite's texture, resizing the sprite to it.
    public class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(.texture(texture, resize: resize), duration: 0) }
    /// Shows textures in turn.
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        animate(with: textures, timePerFrame: sec, resize: false, restore: false)
    }
    /// Shows textures in turn, resizing to each and restoring the first
    /// texture at the end when asked.
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        SKAction(.animate(textures, frame: max(sec, 0), resize: resize, restore: restore), duration: max(sec, 0) * Double(textures.count))
    }
    /// Plays a sound: the headless host has no audio, so this only warns
    /// once and takes no time.
    public class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction {
        SKAction(.block({ SpriteKitWarnings.warn("SpriteKit: the headless host plays no sound (\(soundFile))") }), duration: 0)
    }
}
