import AVFoundation
import Speech
import SwiftUI

// A sound and speech recognition, written as the Scrumdinger tutorial
// writes them.

extension AVPlayer {
    static let sharedDing: AVPlayer = {
        let url = URL(fileURLWithPath: "/nonexistent/ding.wav")
        return AVPlayer(url: url)
    }()
}

actor Transcriber: ObservableObject {
    enum RecognizerError: Error {
        case notAuthorizedToRecognize
        case notPermittedToRecord
        case recognizerIsUnavailable

        var message: String {
            switch self {
            case .notAuthorizedToRecognize: return "Not authorized to recognize speech"
            case .notPermittedToRecord: return "Not permitted to record audio"
            case .recognizerIsUnavailable: return "Recognizer is unavailable"
            }
        }
    }

    @MainActor var transcript: String = ""
    private var audioEngine: AVAudioEngine?
    private let recognizer = SFSpeechRecognizer()

    func checkPermissions() async {
        let authorized = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { status in continuation.resume(returning: status == .authorized) }
        }
        guard authorized else { return report(.notAuthorizedToRecognize) }
        let permitted = await withCheckedContinuation { continuation in
            AVAudioSession.sharedInstance().requestRecordPermission { continuation.resume(returning: $0) }
        }
        guard permitted else { return report(.notPermittedToRecord) }
    }

    func startEngine() -> String {
        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        do {
            try AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .measurement, options: .duckOthers)
            try AVAudioSession.sharedInstance().setActive(true, options: .notifyOthersOnDeactivation)
            let format = engine.inputNode.outputFormat(forBus: 0)
            engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { (buffer: AVAudioPCMBuffer, when: AVAudioTime) in
                request.append(buffer)
            }
            engine.prepare()
            try engine.start()
            audioEngine = engine
            return "started"
        } catch {
            return error.localizedDescription
        }
    }

    nonisolated private func report(_ error: RecognizerError) {
        Task { @MainActor in transcript = "<< \(error.message) >>" }
    }
}

struct MeetingTimer: View {
    @State private var seconds = 0
    private var player: AVPlayer { .sharedDing }

    var body: some View {
        VStack {
            Text("\(seconds) s")
            Button("Next speaker") {
                seconds += 60
                player.seek(to: .zero)
                player.play()
            }
        }
    }
}
