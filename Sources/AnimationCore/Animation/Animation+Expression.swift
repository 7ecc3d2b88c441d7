import Foundation

extension Animation {
    /// The animation written as SwiftUI code, for a person reading an
    /// inspector or a test's failure: `.easeInOut`, `.spring(duration: 0.4,
    /// bounce: 0.3)`, `.easeOut(duration: 0.2).delay(0.1)`,
    /// `.linear(duration: 1).repeatForever(autoreverses: false)`.
    ///
    /// This package's addition (SwiftUI's `description` is the boxed
    /// type's reflection, which this package's ``description`` keeps).
    /// The choices, which SwiftUI does not make:
    /// - Arguments equal to SwiftUI's defaults are left out, and a call
    ///   with none is written as the static member (`.spring`, `.default`).
    /// - A spring is written with `duration:bounce:` when both are round to
    ///   three decimals, else with `response:dampingFraction:` when those
    ///   are, else with `duration:bounce:` rounded to three decimals. An
    ///   interpolating spring prefers `mass:stiffness:damping:` when those
    ///   are round.
    /// - A spring of bounce 0.15 or 0.3 is written `.snappy` or `.bouncy`
    ///   (SwiftUI's documented base bounces); `.smooth`, the same spring as
    ///   `.spring`, is written `.spring`.
    /// - Named curves are written by name; other Bézier curves as
    ///   `timingCurve(x1, y1, x2, y2, duration:)`.
    /// - A custom animation is written as its `description`.
    public var expression: String {
        switch base {
        case is DefaultAnimation:
            return ".default"
        case let bezier as BezierAnimation:
            return Self.expression(of: bezier)
        case let spring as FluidSpringAnimation:
            let blend = spring.blendDuration == 0 ? [] : ["blendDuration: \(Self.number(spring.blendDuration))"]
            return Self.springCall("spring", spring.spring, extra: blend)
        case let spring as InterpolatingSpringAnimation:
            let velocity = spring.initialVelocity == 0 ? [] : ["initialVelocity: \(Self.number(spring.initialVelocity))"]
            let s = spring.spring
            if s.mass.isRoundNumber, s.stiffness.isRoundNumber, s.damping.isRoundNumber {
                let mass = s.mass == 1 ? [] : ["mass: \(Self.number(s.mass))"]
                let arguments = mass + ["stiffness: \(Self.number(s.stiffness))", "damping: \(Self.number(s.damping))"] + velocity
                return ".interpolatingSpring(" + arguments.joined(separator: ", ") + ")"
            }
            return Self.springCall("interpolatingSpring", s, extra: velocity)
        case let delayed as DelayAnimation:
            return delayed.animation.expression + ".delay(\(Self.number(delayed.delay)))"
        case let faster as SpeedAnimation:
            return faster.animation.expression + ".speed(\(Self.number(faster.speed)))"
        case let repeated as RepeatAnimation:
            let reverses = repeated.autoreverses ? "" : "autoreverses: false"
            guard let count = repeated.repeatCount else { return repeated.animation.expression + ".repeatForever(\(reverses))" }
            return repeated.animation.expression + ".repeatCount(\(count)\(reverses.isEmpty ? "" : ", " + reverses))"
        case let complete as LogicallyCompleteAnimation:
            return complete.animation.expression + ".logicallyComplete(after: \(Self.number(complete.logicalDuration)))"
        default:
            return String(describing: base)
        }
    }

    /// `.NAME` or `.NAME(duration: d, bounce: b)` (see ``expression``).
    private static func springCall(_ name: String, _ spring: Spring, extra: [String]) -> String {
        var arguments: [String]
        if !spring.duration.isRoundNumber || !spring.bounce.isRoundNumber, spring.response.isRoundNumber,
            spring.dampingRatio.isRoundNumber
        {
            arguments = ["response: \(number(spring.response))", "dampingFraction: \(number(spring.dampingRatio))"]
        } else {
            arguments = []
            if abs(spring.duration - 0.5) > 5e-4 { arguments.append("duration: \(number(spring.duration))") }
            if abs(spring.bounce) > 5e-4 { arguments.append("bounce: \(number(spring.bounce))") }
        }
        // `.snappy` and `.bouncy`: the spring's base bounces 0.15 and 0.3.
        var name = name
        if name == "spring", extra.isEmpty, arguments.allSatisfy({ !$0.hasPrefix("response") }) {
            for (preset, bounce) in [("snappy", 0.15), ("bouncy", 0.3)] where abs(spring.bounce - bounce) < 5e-4 {
                name = preset
                arguments.removeAll { $0.hasPrefix("bounce") }
            }
        }
        arguments += extra
        return arguments.isEmpty ? ".\(name)" : ".\(name)(" + arguments.joined(separator: ", ") + ")"
    }

    private static func expression(of bezier: BezierAnimation) -> String {
        let duration = bezier.duration ?? 0
        let named: [(UnitCurve, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
        if let name = named.first(where: { $0.0 == bezier.curve })?.1 {
            return abs(duration - 0.35) < 1e-12 ? ".\(name)" : ".\(name)(duration: \(number(duration)))"
        }
        if let points = bezier.curve.controlPoints {
            let values = [points.start.x, points.start.y, points.end.x, points.end.y].map { number($0) }
            return ".timingCurve(" + values.joined(separator: ", ") + ", duration: \(number(duration)))"
        }
        return ".timingCurve(\(bezier.curve), duration: \(number(duration)))"
    }

    /// A number as people write it: at most three decimals, no trailing
    /// zeros (`0.5`, `1`, `0.333`).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? ".nan" : (value < 0 ? "-.infinity" : ".infinity") }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension UnitCurve {
    /// The inner control points of a Bézier curve; `nil` for the others.
    var controlPoints: (start: UnitPoint, end: UnitPoint)? {
        if case .bezier(let start, let end) = function { return (start, end) }
        return nil
    }
}

extension Double {
    /// Whether the number is written exactly with three decimals.
    fileprivate var isRoundNumber: Bool {
        isFinite && abs(self * 1000 - (self * 1000).rounded()) < 1e-6 * Swift.max(1, abs(self))
    }
}
