import AVKit
import LocalAuthentication
import SwiftUI

// Face ID unlocking (BucketList), the older action sheet, a UIKit video
// player wrapped for SwiftUI, and an audio meter, as apps write them.

@MainActor
final class LockModel: ObservableObject {
    @Published var isUnlocked = false
    @Published var failure = ""

    func authenticate() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            let reason = "Please authenticate yourself to unlock your places."
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { success, authenticationError in
                Task { @MainActor in
                    if success {
                        self.isUnlocked = true
                    } else {
                        self.failure = "Failed"
                    }
                }
            }
        } else {
            failure = "No biometrics (\(error?.code ?? 0))"
        }
    }
}

struct LockedPlaces: View {
    @ObservedObject var model: LockModel
    @State private var showingSheet = false

    var body: some View {
        VStack {
            if model.isUnlocked {
                Text("Unlocked")
            } else {
                Button("Unlock Places") { model.authenticate() }
                Text(model.failure)
            }
            Button("Options") { showingSheet = true }
        }
        .actionSheet(isPresented: $showingSheet) {
            ActionSheet(
                title: Text("Change background"), message: Text("Select a new color"),
                buttons: [.default(Text("Red")) {}, .destructive(Text("Delete")) {}, .cancel()])
        }
    }
}

struct WrappedVideoPlayer: UIViewControllerRepresentable {
    var player: AVPlayer
    var onMake: (AVPlayerViewController) -> Void = { _ in }

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.videoGravity = .resizeAspectFill
        controller.showsPlaybackControls = false
        onMake(controller)
        return controller
    }

    func updateUIViewController(_ uiViewController: AVPlayerViewController, context: Context) {}
}

func meterLevel(of player: AVAudioPlayer) -> Float {
    player.isMeteringEnabled = true
    player.updateMeters()
    return player.averagePower(forChannel: 0)
}
