import AnimationCore
import AnimationViews
import Foundation

/// Where a scene's points land in a view of a size: its scale mode's
/// scales and offsets, the anchor point, and the camera, with y flipped
/// (scenes grow upwards, views downwards).
@MainActor
struct SceneGeometry {
    let scaleX: CGFloat
    let scaleY: CGFloat
    let offset: CGPoint
    /// The scene point at the view's origin side, before scaling.
    let origin: CGPoint
    let sceneSize: CGSize
    let viewSize: CGSize

    init(scene: SKScene, viewSize: CGSize) {
        let size = scene.size
        self.viewSize = viewSize
        sceneSize = size
        var sx: CGFloat = 1, sy: CGFloat = 1
        if size.width > 0, size.height > 0, scene.scaleMode != .resizeFill {
            let fx = viewSize.width / size.width, fy = viewSize.height / size.height
            switch scene.scaleMode {
            case .fill: (sx, sy) = (fx, fy)
            case .aspectFill: (sx, sy) = (max(fx, fy), max(fx, fy))
            case .aspectFit: (sx, sy) = (min(fx, fy), min(fx, fy))
            case .resizeFill: break
            }
        }
        if let camera = scene.camera, camera.xScale != 0, camera.yScale != 0 {
            sx /= camera.xScale
            sy /= camera.yScale
        }
        scaleX = sx
        scaleY = sy
        offset = CGPoint(x: (viewSize.width - size.width * sx) / 2, y: (viewSize.height - size.height * sy) / 2)
        if let camera = scene.camera {
            // The camera's position is drawn at the view's center.
            origin = CGPoint(x: camera.position.x - size.width / 2, y: camera.position.y - size.height / 2)
        } else {
            origin = CGPoint(x: -scene.anchorPoint.x * size.width, y: -scene.anchorPoint.y * size.height)
        }
    }

    /// The transform from scene coordinates to the view's.
    var transform: CGAffineTransform {
        CGAffineTransform(a: scaleX, b: 0, c: 0, d: -scaleY, tx: offset.x - origin.x * scaleX, ty: offset.y + (sceneSize.height + origin.y) * scaleY)
    }

    /// A scene point in the view.
    func viewPoint(_ point: CGPoint) -> CGPoint { point.applying(transform) }

    /// A view point in the scene.
    func scenePoint(_ point: CGPoint) -> CGPoint { point.applying(transform.inverted()) }
}
