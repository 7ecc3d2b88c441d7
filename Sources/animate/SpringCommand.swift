import ArgumentParser
import Foundation
import SwiftAnimation

/// `animate spring`: every parametrization of one spring.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Convert a spring between its parametrizations.",
        discussion: """
            Give exactly one parametrization: --duration [--bounce], --response --damping-ratio, \
            --mass --stiffness --damping, or --settling-duration --damping-ratio.
            """)

    @Option(help: "Perceptual duration in seconds (with --bounce).") var duration: Double?
    @Option(help: "Bounce, -1 to 1 (with --duration).") var bounce: Double?
    @Option(help: "Response in seconds (with --damping-ratio).") var response: Double?
    @Option(help: "Damping ratio (with --response or --settling-duration).") var dampingRatio: Double?
    @Option(help: "Mass (with --stiffness and --damping).") var mass: Double?
    @Option(help: "Stiffness (with --damping).") var stiffness: Double?
    @Option(help: "Damping (with --stiffness).") var damping: Double?
    @Option(help: "Settling duration in seconds (with --damping-ratio).") var settlingDuration: Double?

    mutating func run() throws {
        let given = [duration, bounce, response, dampingRatio, mass, stiffness, damping, settlingDuration].compactMap { $0 }
        guard given.allSatisfy(\.isFinite) else { throw AnimateError("spring parameters must be finite numbers") }
        let spring: Spring
        switch (duration, bounce, response, dampingRatio, mass, stiffness, damping, settlingDuration) {
        case let (duration?, bounce, nil, nil, nil, nil, nil, nil):
            spring = Spring(duration: duration, bounce: bounce ?? 0)
        case let (nil, nil, response?, ratio?, nil, nil, nil, nil):
            guard ratio >= 0 else { throw AnimateError("--damping-ratio must not be negative") }
            spring = Spring(response: response, dampingRatio: ratio)
        case let (nil, nil, nil, nil, mass, stiffness?, damping?, nil):
            guard (mass ?? 1) > 0, stiffness > 0, damping >= 0 else {
                throw AnimateError("--mass and --stiffness must be positive and --damping not negative")
            }
            spring = Spring(mass: mass ?? 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
        case let (nil, nil, nil, ratio?, nil, nil, nil, settling?):
            guard ratio > 0 else { throw AnimateError("--damping-ratio must be positive for a settling duration") }
            spring = Spring(settlingDuration: settling, dampingRatio: ratio)
        default:
            throw AnimateError(
                "give exactly one parametrization: --duration [--bounce], --response --damping-ratio, "
                    + "--mass --stiffness --damping, or --settling-duration --damping-ratio")
        }
        func format(_ value: Double) -> String { String(format: "%.6g", value) }
        print("Spring(duration: \(format(spring.duration)), bounce: \(format(spring.bounce)))")
        print("Spring(response: \(format(spring.response)), dampingRatio: \(format(spring.dampingRatio)))")
        print(
            "Spring(mass: \(format(spring.mass)), stiffness: \(format(spring.stiffness)), damping: \(format(spring.damping)), allowOverDamping: true)"
        )
        print("Spring(settlingDuration: \(format(spring.settlingDuration)), dampingRatio: \(format(spring.dampingRatio)))  // epsilon 0.001")
    }
}
