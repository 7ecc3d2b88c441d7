import AnimationCore
import Foundation

/// Parses SwiftUI-like animation expressions, such as
/// `spring(duration: 0.5, bounce: 0.3)`, `.easeInOut(duration: 0.35).repeatCount(2)`
/// or `bouncy`, into an ``/AnimationCore/Animation``.
///
/// The grammar: a base (`default`, `linear`, `easeIn`, `easeOut`,
/// `easeInOut`, `timingCurve`, `spring`, `interactiveSpring`, `smooth`,
/// `snappy`, `bouncy`, `interpolatingSpring`), optionally called with
/// SwiftUI's labels, then any number of modifiers (`delay`, `speed`,
/// `repeatCount`, `repeatForever`, `logicallyComplete(after:)`). A leading
/// `.` or `Animation.` is allowed; arguments are numbers or `true`/`false`.
public enum AnimationExpression {
    /// A parse error, with the 1-based column where it was found.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        public var message: String
        /// The 1-based column.
        public var column: Int

        /// `column N: message`.
        public var description: String { "column \(column): \(message)" }
    }

    /// Parses an expression.
    ///
    /// - Parameter text: The expression.
    /// - Returns: The animation.
    /// - Throws: ``ParseError`` pointing at the column of the problem.
    public static func parse(_ text: String) throws(ParseError) -> Animation {
        var parser = Parser(text: Array(text))
        return try parser.parse()
    }
}

private struct Parser {
    let text: [Character]
    var position = 0

    typealias ParseError = AnimationExpression.ParseError

    struct Argument {
        var label: String?
        var value: Double
        var column: Int
    }

    init(text: [Character]) {
        self.text = text
    }

    mutating func parse() throws(ParseError) -> Animation {
        skipSpaces()
        guard position < text.count else { throw error("expected an animation, such as bouncy or easeInOut(duration: 0.35)") }
        if peek(".") { position += 1 }
        var (name, column) = try identifier()
        if name == "Animation" {
            try expect(".")
            (name, column) = try identifier()
        }
        let arguments = try optionalArguments()
        var animation = try base(name, arguments, column: column)
        skipSpaces()
        while position < text.count {
            try expect(".")
            let (modifierName, modifierColumn) = try identifier()
            let modifierArguments = try optionalArguments() ?? []
            animation = try modifier(animation, modifierName, modifierArguments, column: modifierColumn)
            skipSpaces()
        }
        return animation
    }

    // MARK: Tokens

    mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    func peek(_ character: Character) -> Bool {
        position < text.count && text[position] == character
    }

    func error(_ message: String, at column: Int? = nil) -> ParseError {
        ParseError(message: message, column: column ?? min(position, text.count) + 1)
    }

    mutating func expect(_ character: Character) throws(ParseError) {
        skipSpaces()
        guard peek(character) else {
            let found = position < text.count ? "'\(text[position])'" : "the end"
            throw error("expected '\(character)', found \(found)")
        }
        position += 1
    }

    mutating func identifier() throws(ParseError) -> (String, Int) {
        skipSpaces()
        let start = position
        while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" {
            position += 1
        }
        guard position > start, !text[start].isNumber else { throw error("expected a name", at: start + 1) }
        return (String(text[start..<position]), start + 1)
    }

    mutating func optionalArguments() throws(ParseError) -> [Argument]? {
        skipSpaces()
        guard peek("(") else { return nil }
        position += 1
        var arguments: [Argument] = []
        skipSpaces()
        if peek(")") {
            position += 1
            return arguments
        }
        while true {
            skipSpaces()
            let start = position
            var label: String?
            if position < text.count, text[position].isLetter {
                let (name, _) = try identifier()
                skipSpaces()
                if peek(":") {
                    position += 1
                    label = name
                } else {
                    position = start
                }
            }
            let value = try literal()
            arguments.append(Argument(label: label, value: value, column: start + 1))
            skipSpaces()
            if peek(",") {
                position += 1
                continue
            }
            try expect(")")
            return arguments
        }
    }

    /// A number, or `true` (1) or `false` (0).
    mutating func literal() throws(ParseError) -> Double {
        skipSpaces()
        let start = position
        while position < text.count, text[position].isLetter { position += 1 }
        let word = String(text[start..<position])
        if word == "true" { return 1 }
        if word == "false" { return 0 }
        guard word.isEmpty else { throw error("expected a number or true/false, found '\(word)'", at: start + 1) }
        while position < text.count, "+-0123456789.eE".contains(text[position]) { position += 1 }
        guard let value = Double(String(text[start..<position])), value.isFinite else {
            throw error("expected a number", at: start + 1)
        }
        return value
    }

    // MARK: Calls

    /// Checks the labels against one signature and returns the values by
    /// label (unlabeled arguments take `_0`, `_1`, ...), with defaults.
    func bind(
        _ arguments: [Argument], _ signature: [(label: String, defaultValue: Double?)], name: String, column: Int
    ) throws(ParseError) -> [String: Double] {
        var values: [String: Double] = [:]
        var index = 0
        for argument in arguments {
            let label = argument.label ?? "_\(index)"
            guard let slot = signature.firstIndex(where: { $0.label == label }), slot >= index else {
                let expected = signature.map { $0.label.hasPrefix("_") ? "_" : $0.label }.joined(separator: ":, ")
                throw error("\(name) takes (\(expected):), not '\(argument.label ?? "unlabeled")' here", at: argument.column)
            }
            values[label] = argument.value
            index = slot + 1
        }
        for (label, defaultValue) in signature where values[label] == nil {
            guard let defaultValue else { throw error("\(name) needs '\(label)'", at: column) }
            values[label] = defaultValue
        }
        return values
    }

    /// Runs Core's check of a constructor's parameters (the one its
    /// precondition uses), reporting a failure at `column`.
    func valid(at column: Int, _ check: () throws(AnimationParameterError) -> Void) throws(ParseError) {
        do {
            try check()
        } catch {
            throw self.error(error.message, at: column)
        }
    }

    func matches(_ arguments: [Argument], _ labels: Set<String>) -> Bool {
        arguments.allSatisfy { $0.label.map(labels.contains) ?? false }
    }

    func base(_ name: String, _ arguments: [Argument]?, column: Int) throws(ParseError) -> Animation {
        let args = arguments ?? []
        switch name {
        case "default":
            guard arguments == nil else { throw error("default takes no arguments", at: column) }
            return .default
        case "linear", "easeIn", "easeOut", "easeInOut":
            let values = try bind(args, [("duration", 0.35)], name: name, column: column)
            try valid(at: column) { () throws(AnimationParameterError) in try BezierAnimation.validate(duration: values["duration"]!) }
            let curve: UnitCurve = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut][name]!
            return .timingCurve(curve, duration: values["duration"]!)
        case "timingCurve":
            let v = try bind(args, [("_0", nil), ("_1", nil), ("_2", nil), ("_3", nil), ("duration", 0.35)], name: name, column: column)
            try valid(at: column) { () throws(AnimationParameterError) in try BezierAnimation.validate(duration: v["duration"]!) }
            return .timingCurve(v["_0"]!, v["_1"]!, v["_2"]!, v["_3"]!, duration: v["duration"]!)
        case "spring", "interactiveSpring":
            let interactive = name == "interactiveSpring"
            if matches(args, ["response", "dampingFraction", "blendDuration"]) && args.contains(where: { $0.label != "blendDuration" }) {
                let v = try bind(
                    args,
                    [
                        ("response", interactive ? 0.15 : 0.5), ("dampingFraction", interactive ? 0.86 : 0.825),
                        ("blendDuration", interactive ? 0.25 : 0)
                    ], name: name, column: column)
                try valid(at: column) { () throws(AnimationParameterError) in
                    try Spring.validate(response: v["response"]!, dampingRatio: v["dampingFraction"]!)
                    try FluidSpringAnimation.validate(blendDuration: v["blendDuration"]!)
                }
                return .spring(response: v["response"]!, dampingFraction: v["dampingFraction"]!, blendDuration: v["blendDuration"]!)
            }
            if interactive {
                let v = try bind(args, [("duration", 0.15), ("extraBounce", 0), ("blendDuration", 0.25)], name: name, column: column)
                try valid(at: column) { () throws(AnimationParameterError) in
                    try Spring.validate(duration: v["duration"]!, bounce: v["extraBounce"]!)
                    try FluidSpringAnimation.validate(blendDuration: v["blendDuration"]!)
                }
                return .interactiveSpring(duration: v["duration"]!, extraBounce: v["extraBounce"]!, blendDuration: v["blendDuration"]!)
            }
            let v = try bind(args, [("duration", 0.5), ("bounce", 0), ("blendDuration", 0)], name: name, column: column)
            try valid(at: column) { () throws(AnimationParameterError) in
                try Spring.validate(duration: v["duration"]!, bounce: v["bounce"]!)
                try FluidSpringAnimation.validate(blendDuration: v["blendDuration"]!)
            }
            return .spring(duration: v["duration"]!, bounce: v["bounce"]!, blendDuration: v["blendDuration"]!)
        case "smooth", "snappy", "bouncy":
            let v = try bind(args, [("duration", 0.5), ("extraBounce", 0)], name: name, column: column)
            try valid(at: column) { () throws(AnimationParameterError) in
                try Spring.validate(duration: v["duration"]!, bounce: v["extraBounce"]!)
            }
            switch name {
            case "smooth": return .smooth(duration: v["duration"]!, extraBounce: v["extraBounce"]!)
            case "snappy": return .snappy(duration: v["duration"]!, extraBounce: v["extraBounce"]!)
            default: return .bouncy(duration: v["duration"]!, extraBounce: v["extraBounce"]!)
            }
        case "interpolatingSpring":
            if args.contains(where: { $0.label == "stiffness" || $0.label == "mass" || $0.label == "damping" }) {
                let v = try bind(args, [("mass", 1), ("stiffness", nil), ("damping", nil), ("initialVelocity", 0)], name: name, column: column)
                try valid(at: column) { () throws(AnimationParameterError) in
                    try Spring.validate(mass: v["mass"]!, stiffness: v["stiffness"]!, damping: v["damping"]!)
                    try InterpolatingSpringAnimation.validate(initialVelocity: v["initialVelocity"]!)
                }
                return .interpolatingSpring(
                    mass: v["mass"]!, stiffness: v["stiffness"]!, damping: v["damping"]!,
                    initialVelocity: v["initialVelocity"]!)
            }
            let v = try bind(args, [("duration", 0.5), ("bounce", 0), ("initialVelocity", 0)], name: name, column: column)
            try valid(at: column) { () throws(AnimationParameterError) in
                try Spring.validate(duration: v["duration"]!, bounce: v["bounce"]!)
                try InterpolatingSpringAnimation.validate(initialVelocity: v["initialVelocity"]!)
            }
            return .interpolatingSpring(duration: v["duration"]!, bounce: v["bounce"]!, initialVelocity: v["initialVelocity"]!)
        default:
            throw error(
                "unknown animation '\(name)'; try linear, easeIn, easeOut, easeInOut, timingCurve, spring, "
                    + "interactiveSpring, smooth, snappy, bouncy, interpolatingSpring or default", at: column)
        }
    }

    func modifier(_ animation: Animation, _ name: String, _ args: [Argument], column: Int) throws(ParseError) -> Animation {
        switch name {
        case "delay":
            let delay = try bind(args, [("_0", nil)], name: name, column: column)["_0"]!
            try valid(at: column) { () throws(AnimationParameterError) in try DelayAnimation.validate(delay: delay) }
            return animation.delay(delay)
        case "speed":
            let speed = try bind(args, [("_0", nil)], name: name, column: column)["_0"]!
            try valid(at: column) { () throws(AnimationParameterError) in try SpeedAnimation.validate(speed: speed) }
            return animation.speed(speed)
        case "repeatCount":
            let v = try bind(args, [("_0", nil), ("autoreverses", 1)], name: name, column: column)
            // An Int, as Swift would require of the literal.
            guard let count = Int(exactly: v["_0"]!) else {
                throw error("repeatCount takes a whole number within Int's range, not \(v["_0"]!)", at: column)
            }
            return animation.repeatCount(count, autoreverses: v["autoreverses"]! != 0)
        case "repeatForever":
            let v = try bind(args, [("autoreverses", 1)], name: name, column: column)
            return animation.repeatForever(autoreverses: v["autoreverses"]! != 0)
        case "logicallyComplete":
            let after = try bind(args, [("after", nil)], name: name, column: column)["after"]!
            try valid(at: column) { () throws(AnimationParameterError) in try LogicallyCompleteAnimation.validate(duration: after) }
            return animation.logicallyComplete(after: after)
        default:
            throw error("unknown modifier '\(name)'; try delay, speed, repeatCount, repeatForever or logicallyComplete", at: column)
        }
    }
}
