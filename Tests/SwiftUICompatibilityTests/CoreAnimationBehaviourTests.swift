import AVFoundation
import AnimationRender
import Foundation
@testable import SwiftUI
import Testing
@testable import UIKit

@MainActor
@Suite("Core Animation layers and capture sessions")
struct CoreAnimationBehaviourTests {
    /// A layer's frame places its anchor point at its position; transforms
    /// compose as Core Animation's row vectors (a quarter turn about z
    /// takes x to y).
    @Test func geometryAndTransforms() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45) && layer.bounds.size == CGSize(width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 60, y: 45))
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(turn.m11) < 1e-12 && abs(turn.m12 - 1) < 1e-12 && abs(turn.m21 + 1) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        // Translate then scale: (0, 0) goes to (5, 0), then to (10, 0).
        #expect(moved.m41 == 10 && moved.m11 == 2 && CATransform3DIsAffine(moved))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DMakeRotation(.nan, 0, 0, 1) == CATransform3DIdentity)
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.insertSublayer(CALayer(), below: child)
        #expect(parent.sublayers?.count == 2 && parent.sublayers?.last === child && child.superlayer === parent)
        child.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 1 && child.superlayer == nil)
        // Bad input: a layer added to itself is ignored; an index past the
        // end appends.
        parent.addSublayer(parent)
        parent.insertSublayer(child, at: 99)
        #expect(parent.superlayer == nil && parent.sublayers?.count == 2 && parent.sublayers?.last === child)
    }

    /// Bad input: a corner radius over half the shorter side is half of
    /// it (a 40 × 20 layer is a capsule of radius 10); a hidden layer and
    /// one of zero opacity draw nothing.
    @Test func layersClampTheirRadiusAndSkipWhatIsNotShown() {
        let pill = CALayer()
        pill.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        pill.cornerRadius = 100
        let outline = pill.roundedOutline().path
        #expect(outline.contains(CGPoint(x: 10, y: 1)) && !outline.contains(CGPoint(x: 1, y: 1)))
        for hide in [true, false] {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = UIColor.green.cgColor
            if hide { layer.isHidden = true } else { layer.opacity = 0 }
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { layer.render(in: $0.cgContext) }
            #expect(image.drawing?.items.isEmpty == true)
        }
    }

    /// Shape layers render into an image: the white rounded card, the red
    /// arc over the first quarter of the ring (from 3 o'clock, clockwise in
    /// UIKit's flipped coordinates: the bottom-right), the gray track, the
    /// blue dot; the card's corner is clipped clear.
    @Test func layersRenderIntoAnImage() throws {
        let image = RingArt.ring(progress: 0.25)
        let shapes = try #require(image.drawing).drawnItems.filter { drawn in
            if case .shape? = drawn.item.content { return true }
            return false
        }
        let strokes = shapes.filter(\.isStroke).compactMap(\.color)
        let fills = shapes.filter { !$0.isStroke }.compactMap(\.color).filter { $0.opacity > 0 }
        #expect(fills.count == 2 && strokes.count == 2)
        #expect(strokes.last == UIColor.red.swiftUIColor.resolve(in: EnvironmentValues()))
        guard PNGRenderer.isAvailable, let bitmap = image.cgImage else { return }
        let scale = bitmap.width / 100
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * scale * bitmap.width + x * scale) * 4
            return Array(bitmap.rgba[i..<i + 4])
        }
        #expect(pixel(1, 1)[3] == 0)
        #expect(pixel(50, 50) == [0, 0, 255, 255])
        #expect(pixel(50, 15)[0] > 150 && pixel(50, 15)[0] == pixel(50, 15)[2])
        // 45° below the right: on the red part of the ring.
        #expect(pixel(50 + 28, 50 + 28) == [255, 0, 0, 255])
    }

    /// A view's layer is of its class's `layerClass`.
    @Test func aViewIsBackedByItsLayerClass() {
        let view = PlayerUIView(player: AVPlayer())
        #expect(view.layer is AVPlayerLayer)
        #expect(view.playerLayer.videoGravity == .resizeAspectFill && view.playerLayer.player != nil)
        #expect(!view.playerLayer.isReadyForDisplay)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    /// Timing functions have Apple's control points; ease in and out is
    /// symmetric (0.5 at 0.5), ease in slower than linear at the start.
    @Test func timingFunctions() {
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        var point: [Float] = [0, 0]
        easeInOut.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        #expect(abs(easeInOut._value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(easeInOut._value(at: 0.2) + easeInOut._value(at: 0.8) - 1) < 1e-6)
        #expect(CAMediaTimingFunction(name: .easeIn)._value(at: 0.3) < 0.3)
        #expect(abs(CAMediaTimingFunction(name: .linear)._value(at: 0.3) - 0.3) < 1e-9)
        #expect(CACurrentMediaTime() > 0)
        // Bad input: control points' x clamped to 0...1 (not finite: 0);
        // times clamped, NaN as 0.
        let odd = CAMediaTimingFunction(controlPoints: -1, 0, .nan, 1)
        odd.getControlPoint(at: 1, values: &point)
        #expect(point == [0, 0])
        odd.getControlPoint(at: 2, values: &point)
        #expect(point == [0, 1])
        #expect(odd._value(at: .nan) == 0 && abs(odd._value(at: 2) - 1) < 1e-9)
    }

    /// An animation added to a layer is kept; its delegate hears it start
    /// and finish, and the transaction's completion runs (layers are not
    /// composited, so they finish at once, on the main queue).
    @Test func animationsReportTheirEnd() async {
        let animator = PulseAnimator()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            animator.onStop = { done.resume() }
            animator.pulse()
            #expect(animator.layer.animation(forKey: "pulse") != nil)
        }
        #expect(animator.events == ["start", "finished", "transaction done"])
        #expect(animator.layer.animationKeys() == nil)
    }

    /// A QR scanner on a host without a camera: access is granted, no
    /// device is found, the session runs; a simulated detection reaches
    /// the delegate on its queue.
    @Test func aScannerReadsASimulatedCode() async {
        let host = ViewHost(EmptyView(), size: CGSize(width: 10, height: 10))
        defer { withExtendedLifetime(host) {} }
        let model = QRScannerModel()
        await model.setUp()
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        #expect(model.cameraMissing && model.session.isRunning)
        #expect(model.output.metadataObjectTypes == [.qr])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            model.onScan = { done.resume() }
            model.output.simulateDetection([
                AVMetadataMachineReadableCodeObject(type: .ean13, stringValue: "4006381333931"),
                AVMetadataMachineReadableCodeObject(type: .qr, stringValue: "https://swift.org")
            ])
        }
        #expect(model.scannedCode == "https://swift.org")
        let preview = AVCaptureVideoPreviewLayer(session: model.session)
        #expect(preview.connection != nil && preview.session === model.session)
    }
}
