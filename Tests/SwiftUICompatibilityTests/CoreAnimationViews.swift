import AVFoundation
import AVKit
import SwiftUI
import UIKit

// Layers as apps write them (Swift 5 mode, Apple's module names).

/// A progress ring drawn with shape layers into an image.
enum RingArt {
    static func ring(progress: CGFloat) -> UIImage {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.backgroundColor = UIColor.white.cgColor
        container.cornerRadius = 20
        container.masksToBounds = true
        let track = CAShapeLayer()
        track.frame = container.bounds
        track.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        track.fillColor = nil
        track.strokeColor = UIColor.lightGray.cgColor
        track.lineWidth = 8
        let bar = CAShapeLayer()
        bar.frame = container.bounds
        bar.path = track.path
        bar.fillColor = UIColor.clear.cgColor
        bar.strokeColor = UIColor.red.cgColor
        bar.lineWidth = 8
        bar.strokeEnd = progress
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 45, width: 10, height: 10)
        dot.backgroundColor = UIColor.blue.cgColor
        dot.cornerRadius = 5
        container.addSublayer(track)
        container.addSublayer(bar)
        container.addSublayer(dot)
        return UIGraphicsImageRenderer(size: container.bounds.size).image { context in
            container.render(in: context.cgContext)
        }
    }
}

/// A view backed by a player layer, as video tutorials write one.
final class PlayerUIView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }

    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }

    init(player: AVPlayer) {
        super.init(frame: .zero)
        playerLayer.player = player
        playerLayer.videoGravity = .resizeAspectFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A QR scanner's model: camera access, a session with a metadata output,
/// and the code it reads.
final class QRScannerModel: NSObject, ObservableObject, AVCaptureMetadataOutputObjectsDelegate {
    @Published var scannedCode: String?
    @Published var cameraMissing = false
    let session = AVCaptureSession()
    let output = AVCaptureMetadataOutput()
    var onScan: (() -> Void)?

    func setUp() async {
        guard await AVCaptureDevice.requestAccess(for: .video) else { return }
        if let device = AVCaptureDevice.DiscoverySession(
            deviceTypes: [.builtInUltraWideCamera, .builtInWideAngleCamera], mediaType: .video, position: .back
        ).devices.first, let input = try? AVCaptureDeviceInput(device: device), session.canAddInput(input) {
            session.addInput(input)
        } else {
            cameraMissing = true
        }
        guard session.canAddOutput(output) else { return }
        session.beginConfiguration()
        session.addOutput(output)
        output.metadataObjectTypes = [.qr]
        output.setMetadataObjectsDelegate(self, queue: .main)
        session.commitConfiguration()
        session.startRunning()
    }

    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
        guard let code = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
        scannedCode = code.stringValue
        onScan?()
    }
}

/// A pulse whose animation reports its end.
final class PulseAnimator: NSObject, CAAnimationDelegate {
    var events: [String] = []
    var onStop: (() -> Void)?
    let layer = CALayer()

    func pulse() {
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.fromValue = 1
        animation.toValue = 1.2
        animation.duration = 0.6
        animation.autoreverses = true
        animation.repeatCount = 2
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { [weak self] in
            DispatchQueue.main.async { self?.record("transaction done") }
        }
        layer.add(animation, forKey: "pulse")
        CATransaction.commit()
    }

    func animationDidStart(_ anim: CAAnimation) { record("start") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record(flag ? "finished" : "stopped") }

    private func record(_ event: String) {
        events.append(event)
        if events.count == 3 { onStop?() }
    }
}
