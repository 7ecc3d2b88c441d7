import AnimationCore
import AnimationRender
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// One input: parses the input as an animation expression (as
/// `animate plot` and `animate spring` read one). Whatever the text, parsing
/// must end with an animation or a parse error, never a crash or a hang. An
/// animation it accepts must then run: animating a value from 0 to 1 on
/// ascending times in one context (a persistent spring keeps its state
/// there), every result is either the end (nil) or a finite value.
func fuzzAnimationExpression(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = inputText(bytes, count)
    let animation: Animation
    do {
        animation = try AnimationExpression.parse(text)
    } catch {
        precondition(error.column >= 1, "a parse error points at column \(error.column) of '\(text)'")
        return 0
    }
    var context = AnimationContext<Double>()
    for time in [0, 1.0 / 60, 0.1, 0.25, 1, 3, 60, 3600] {
        guard let value = animation.animate(value: 1.0, time: time, context: &context) else { break }
        precondition(value.isFinite, "'\(text)' parsed as \(animation) gives \(value) at \(time) s")
    }
    return 0
}
