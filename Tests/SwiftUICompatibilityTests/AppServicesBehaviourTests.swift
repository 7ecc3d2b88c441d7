import AVKit
import Foundation
import LocalAuthentication
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Biometrics, action sheets, UIKit video and audio meters")
struct AppServicesBehaviourTests {
    /// Without biometry (the default) the app hears why; with the
    /// Simulator's enrolled Face ID it unlocks, and a face that does not
    /// match fails.
    @Test func faceIDUnlocksOnAnEnrolledSimulator() async throws {
        defer {
            LAContext.simulatedBiometry = .none
            LAContext.simulatedMatch = true
        }
        let model = LockModel()
        let host = ViewHost(LockedPlaces(model: model), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Unlock Places")?.tap() == true)
        #expect(model.failure == "No biometrics (-6)")
        #expect(host.warnings.contains { $0.contains("LocalAuthentication") })

        LAContext.simulatedBiometry = .faceID
        let context = LAContext()
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
        #expect(context.biometryType == .faceID)
        #expect(host.find(text: "Unlock Places")?.tap() == true)
        #expect(await yieldUntil { model.isUnlocked })
        host.advance(by: 0.1)
        #expect(host.find(text: "Unlocked") != nil)

        LAContext.simulatedMatch = false
        await #expect(throws: LAError(.authenticationFailed)) {
            try await LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "x")
        }
        let invalid = LAContext()
        invalid.invalidate()
        await #expect(throws: LAError(.invalidContext)) {
            try await invalid.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "x")
        }
    }

    /// The older action sheet shows as a confirmation dialog: its title,
    /// message and buttons.
    @Test func actionSheetShowsItsButtons() throws {
        let host = ViewHost(LockedPlaces(model: LockModel()), size: CGSize(width: 390, height: 600))
        #expect(host.find(text: "Options")?.tap() == true)
        host.advance(by: 1)
        #expect(host.find(text: "Change background") != nil)
        #expect(host.find(text: "Select a new color") != nil)
        #expect(host.find(text: "Delete") != nil)
        #expect(host.find(text: "Cancel")?.tap() == true)
        host.advance(by: 1)
        #expect(host.find(text: "Change background") == nil)
    }

    /// A wrapped `AVPlayerViewController` keeps its settings and is drawn
    /// as a placeholder; an audio meter reads silence (−160 dB).
    @Test func playersKeepTheirSettings() throws {
        var controller: AVPlayerViewController?
        let host = ViewHost(WrappedVideoPlayer(player: AVPlayer(), onMake: { controller = $0 }), size: CGSize(width: 200, height: 100))
        #expect(host.find(text: "WrappedVideoPlayer") != nil)
        #expect(controller?.videoGravity == .resizeAspectFill)
        #expect(controller?.showsPlaybackControls == false)
        let sound = FileManager.default.temporaryDirectory.appendingPathComponent("meter-\(UUID().uuidString).wav")
        try Data([0x52, 0x49, 0x46, 0x46]).write(to: sound)
        defer { try? FileManager.default.removeItem(at: sound) }
        let player = try AVAudioPlayer(contentsOf: sound)
        #expect(meterLevel(of: player) == -160)
        #expect(player.duration == 0)
    }
}
