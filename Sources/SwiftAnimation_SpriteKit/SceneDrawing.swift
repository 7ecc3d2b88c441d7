import AnimationCore
import AnimationViews
import Foundation
import UIKit

/// Draws a scene's nodes into a canvas: the background, then each node in
/// its parent's transform (children of negative z under their parent, the
/// others over it, by z then order), sprites as their textures or colors,
/// shapes as their paths, labels as text.
@MainActor
enum SceneDrawing {
    static func draw(_ scene: SKScene, in context: inout GraphicsContext, size: CGSize, transparent: Bool) {
        let bounds = Path(CGRect(origin: .zero, size: size))
        if !transparent { context.fill(bounds, with: .color(.black)) }
        context.fill(bounds, with: .color(scene.backgroundColor.swiftUIColor))
        var inner = context
        inner.concatenate(SceneGeometry(scene: scene, viewSize: size).transform)
        drawChildren(of: scene, in: inner, below: false)
    }

    private static func drawChildren(of node: SKNode, in context: GraphicsContext, below: Bool) {
        let ordered = node.children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        for child in ordered where (child.zPosition < 0) == below || node is SKScene {
            draw(child, in: context)
        }
    }

    private static func draw(_ node: SKNode, in parent: GraphicsContext) {
        guard !node.isHidden, node.alpha > 0 else { return }
        var context = parent
        context.concatenate(node.localTransform)
        context.opacity *= Double(min(node.alpha, 1))
        if !(node is SKScene) { drawChildren(of: node, in: context, below: true) }
        switch node {
        case let sprite as SKSpriteNode: drawSprite(sprite, in: context)
        case let shape as SKShapeNode: drawShape(shape, in: context)
        case let label as SKLabelNode: drawLabel(label, in: context)
        default: break
        }
        drawChildren(of: node, in: context, below: false)
    }

    private static func drawSprite(_ sprite: SKSpriteNode, in context: GraphicsContext) {
        guard let rect = sprite.contentRect, rect.width != 0, rect.height != 0 else { return }
        guard let texture = sprite.texture else {
            context.fill(Path(rect), with: .color(sprite.color.swiftUIColor))
            return
        }
        if texture.isMissing {
            context.fill(Path(rect), with: .color(.white))
            var cross = Path()
            cross.move(to: CGPoint(x: rect.minX, y: rect.minY))
            cross.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            cross.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            cross.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            context.stroke(cross, with: .color(.red), lineWidth: min(rect.width, rect.height) / 16)
            return
        }
        var flipped = context
        flipped.scaleBy(x: 1, y: -1)
        let image = texture.image.map(\.swiftUIImage) ?? Image(texture.imageName ?? "")
        flipped.draw(image, in: CGRect(x: rect.minX, y: -rect.maxY, width: rect.width, height: rect.height))
        if sprite.colorBlendFactor > 0 {
            var tint = context
            tint.opacity *= Double(min(sprite.colorBlendFactor, 1))
            tint.fill(Path(rect), with: .color(sprite.color.swiftUIColor))
        }
    }

    private static func drawShape(_ shape: SKShapeNode, in context: GraphicsContext) {
        guard let path = shape.path?.path else { return }
        context.fill(path, with: .color(shape.fillColor.swiftUIColor))
        if shape.lineWidth > 0 {
            context.stroke(
                path, with: .color(shape.strokeColor.swiftUIColor),
                style: StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin))
        }
    }

    private static func drawLabel(_ label: SKLabelNode, in context: GraphicsContext) {
        guard let text = label.text, !text.isEmpty else { return }
        var flipped = context
        flipped.scaleBy(x: 1, y: -1)
        let x: CGFloat =
            switch label.horizontalAlignmentMode {
            case .center: 0.5
            case .left: 0
            case .right: 1
            }
        // In the flipped context y grows downwards: a top-aligned label
        // hangs from its position; a baseline sits about 0.8 of the line
        // down (the font's ascent).
        let y: CGFloat =
            switch label.verticalAlignmentMode {
            case .baseline: 0.8
            case .center: 0.5
            case .top: 0
            case .bottom: 1
            }
        let styled = Text(text).font(.system(size: label.fontSize)).foregroundColor((label.fontColor ?? .white).swiftUIColor)
        flipped.draw(styled, at: .zero, anchor: UnitPoint(x: x, y: y))
    }
}
