import AnimationRender
import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate plot "<animation>"`.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot the value and velocity of animations.",
        discussion: """
            The animation is a SwiftUI-like expression, such as "bouncy", \
            "spring(duration: 0.5, bounce: 0.3)" or "easeInOut(duration: 0.35).repeatCount(2)". \
            Several expressions are drawn on one plot.
            """)

    @Argument(help: "The animation expressions; several are drawn on one plot, each with its numbers.")
    var expressions: [String] = []

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output = "plot.svg"

    @Option(help: "The longest time to plot, in seconds.")
    var limit: Double = 5

    @Option(help: "The plot's title (by default the expressions, separated by commas).")
    var title: String?

    mutating func run() throws {
        guard !expressions.isEmpty else { throw AnimateError("give at least one animation expression, such as \"bouncy\"") }
        guard limit.isFinite, limit > 0 else { throw AnimateError("--limit must be positive, not \(limit)") }
        var series: [AnimationPlot.Series] = []
        for expression in expressions {
            let animation: Animation
            do {
                animation = try AnimationExpression.parse(expression)
            } catch {
                throw AnimateError("bad animation expression: \(error.description)")
            }
            series.append(.init(label: expression, samples: AnimationSamples(animation, limit: limit)))
        }
        let plot = AnimationPlot(title: title ?? expressions.joined(separator: ", "), series: series)
        try Output.write(plot.svg(), to: output)
        print(plot.ascii())
        for entry in series {
            print()
            if series.count > 1 { print(entry.label) }
            Self.printNumbers(of: entry.samples, limit: limit)
        }
        print("wrote \(output)")
    }

    /// Prints when an animation finishes and how it moves.
    static func printNumbers(of samples: AnimationSamples, limit: Double) {
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
    }
}
