import AVFoundation
import Foundation
import SwiftAnimation
import TestSupport
import Testing

// What the views and models of AudioViews.swift do, run headlessly: a
// device without audio or speech recognition.

@MainActor
@Suite("Sounds and speech recognition as tutorials write them")
struct AudioBehaviourTests {
    @Test func aDingPlaysNothingAndWarnsOnce() {
        let host = ViewHost(MeetingTimer(), size: CGSize(width: 300, height: 200))
        #expect(tap("Next speaker", in: host))
        #expect(tap("Next speaker", in: host))
        #expect(shows("120 s", in: host))
        #expect(host.warnings.filter { $0.hasPrefix("AVFoundation: no audio") }.count == 1, "\(host.warnings)")
    }

    @Test func permissionsAreRefusedAndTheEngineDoesNotStart() async {
        let transcriber = Transcriber()
        await transcriber.checkPermissions()
        // The model's own message, from a task on the main actor.
        for _ in 0..<10 where transcriber.transcript.isEmpty { await Task.yield() }
        #expect(transcriber.transcript == "<< Not authorized to recognize speech >>")
        #expect(await transcriber.startEngine() == "There is no audio device on the headless host.")
    }

    /// Bad input: times that are not numbers, seeks before the start,
    /// players of files that are not there.
    @Test func badInput() {
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 600).seconds == 0)
        #expect(CMTime(seconds: 1.5, preferredTimescale: 600) == CMTimeMake(value: 3, timescale: 2))
        let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/a.mp3"))
        player.seek(to: CMTime(seconds: -3, preferredTimescale: 1))
        #expect(player.currentTime() == .zero)
        #expect(throws: CocoaError.self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/a.mp3")) }
        #expect(throws: CocoaError.self) { try AVAudioPlayer(data: Data()) }
        #expect(AVAudioFormat(standardFormatWithSampleRate: .nan, channels: 1) == nil)
    }
}
