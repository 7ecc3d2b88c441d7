import AnimationRender
import SwiftAnimation

/// One scene of the demo: a view, what happens to it, and for how long.
struct Scene: Sendable {
    let name: String
    let title: String
    let summary: String
    var size = CGSize(width: 320, height: 240)
    var duration: Double = 2
    var events: [ScriptedEvent] = []
    let makeHost: @MainActor @Sendable (CGSize) -> ViewHost
    /// Extra HTML under the player (plots).
    var appendix: @Sendable () -> String = { "" }

    @MainActor
    func record(frameRate: Double, duration: Double? = nil) -> Recording {
        let recording = FrameRecorder(frameRate: frameRate, duration: duration ?? self.duration).record(makeHost(size), events: events)
        Output.warnings(recording.warnings, scene: name)
        return recording
    }

    @MainActor
    func page(frameRate: Double, duration: Double? = nil) throws -> (html: String, frames: Int) {
        let recording = record(frameRate: frameRate, duration: duration)
        return (try player.render(recording), recording.frames.count)
    }

    /// The scene's page: its title, summary and plots.
    var player: HTMLPlayer {
        HTMLPlayer(title: title, summary: summary, appendix: appendix())
    }

    /// The center of the scene: where its tap targets are.
    var center: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }
}

/// Every scene, in the order of the demo.
enum Scenes {
    static let all: [Scene] = [
        avatar, twoModifiers, scoped, transactionKey, lineChart, adsr, podium, pausable, retargeting, repeatForever,
        keyframes, phases, cards, hero, counter, progressRing, flipCard, glowingBadge, controls, podiumLayout, rowOrGrid,
        draggedCard, particles, timerLoader
    ]

    static func named(_ name: String) -> Scene? {
        all.first { $0.name == name }
    }
}
