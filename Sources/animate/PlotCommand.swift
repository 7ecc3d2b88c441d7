import AnimationRender
import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate plot "<animation>"`.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot an animation's value and velocity.",
        discussion: """
        The animation is a SwiftUI-like expression, such as "bouncy", \
        "spring(duration: 0.5, bounce: 0.3)" or "easeInOut(duration: 0.35).repeatCount(2)".
        """)

    @Argument(help: "The animation expression.")
    var expression: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output = "plot.svg"

    @Option(help: "The longest time to plot, in seconds.")
    var limit: Double = 5

    mutating func run() throws {
        guard limit.isFinite, limit > 0 else { throw AnimateError("--limit must be positive, not \(limit)") }
        let animation: Animation
        do {
            animation = try AnimationExpression.parse(expression)
        } catch {
            throw AnimateError("bad animation expression: \(error.description)")
        }
        let samples = AnimationSamples(animation, limit: limit)
        let plot = AnimationPlot(title: expression, series: [.init(label: expression, samples: samples)])
        try Output.write(plot.svg(), to: output)
        print(plot.ascii())
        print()
        if let finish = samples.finishTime {
            print(String(format: "finishes at       %.3f s", finish))
        } else {
            print(String(format: "still running at  %.3f s (repeats or never rests)", limit))
        }
        if let logical = samples.logicalCompletionTime {
            print(String(format: "logically complete at %.3f s", logical))
        }
        print(String(format: "settling time     %.3f s (last time 0.1 %% or more away from the target)", samples.settlingTime))
        print(String(format: "overshoot         %.1f %%", samples.overshoot * 100))
        print(String(format: "peak velocity     %.3f per second", samples.peakVelocity))
        print("wrote \(output)")
    }
}
