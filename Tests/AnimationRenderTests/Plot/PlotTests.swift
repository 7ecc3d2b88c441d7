import AnimationCore
import Foundation
import PropertyBased
import Testing

@testable import AnimationRender

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Animation expressions")
struct AnimationExpressionTests {
    @Test func parsesSwiftUISpellings() throws {
        #expect(try AnimationExpression.parse("bouncy") == .bouncy)
        #expect(try AnimationExpression.parse(".bouncy") == .bouncy)
        #expect(try AnimationExpression.parse("Animation.easeIn") == .easeIn)
        #expect(try AnimationExpression.parse("default") == .default)
        #expect(try AnimationExpression.parse("spring(duration: 0.5, bounce: 0.3)") == .spring(duration: 0.5, bounce: 0.3))
        #expect(try AnimationExpression.parse("spring(response: 0.4, dampingFraction: 0.6)") == .spring(response: 0.4, dampingFraction: 0.6))
        #expect(try AnimationExpression.parse("spring") == .spring)
        #expect(try AnimationExpression.parse("easeInOut(duration: 0.35).repeatCount(2)") == .easeInOut(duration: 0.35).repeatCount(2))
        #expect(try AnimationExpression.parse("timingCurve(0.25, 0.1, 0.25, 1, duration: 2)") == .timingCurve(0.25, 0.1, 0.25, 1, duration: 2))
        #expect(try AnimationExpression.parse("snappy(extraBounce: 0.1).delay(0.2).speed(2)") == .snappy(extraBounce: 0.1).delay(0.2).speed(2))
        #expect(
            try AnimationExpression.parse("interpolatingSpring(stiffness: 170, damping: 15)") == .interpolatingSpring(stiffness: 170, damping: 15))
        #expect(try AnimationExpression.parse("linear.repeatForever(autoreverses: false)") == .linear.repeatForever(autoreverses: false))
        #expect(try AnimationExpression.parse("interactiveSpring") == .interactiveSpring)
        #expect(try AnimationExpression.parse(" smooth ( duration : 1 ) ") == .smooth(duration: 1))
        #expect(try AnimationExpression.parse("linear.logicallyComplete(after: 0.1)") == .linear.logicallyComplete(after: 0.1))
    }

    @Test func errorsPointAtTheColumn() {
        func column(_ text: String) -> Int? {
            do {
                _ = try AnimationExpression.parse(text)
                return nil
            } catch {
                return error.column
            }
        }
        #expect(column("bouncey") == 1)
        #expect(column("spring(duration: x)") == 18)
        #expect(column("spring(duration: 0.5, bounse: 0.3)") == 23)
        #expect(column("bouncy.wobble") == 8)
        #expect(column("bouncy(") == 8)
        #expect(column("easeIn.speed(0)") == 8)
        #expect(column("") == 1)
        #expect(column("timingCurve(0.1, 0.2)") == 1)
        #expect((try? AnimationExpression.parse("spring(duration: nan)")) == nil)
    }

    /// Parameters Core's initializers would trap on are parse errors, with
    /// the message of Core's own check.
    @Test func invalidParametersAreErrorsWithCoresMessage() {
        func message(_ text: String) -> String? {
            do {
                _ = try AnimationExpression.parse(text)
                return nil
            } catch {
                return error.message
            }
        }
        let cases: [(String, String)] = [
            ("spring(response: 0.5, dampingFraction: -1)", "Spring(response:dampingRatio:): dampingRatio must be finite and not negative, not -1.0"),
            ("easeIn.repeatCount(1e300)", "repeatCount takes a whole number within Int's range, not 1e+300"),
            ("easeIn.repeatCount(-1e300)", "repeatCount takes a whole number within Int's range, not -1e+300"),
            ("easeIn.repeatCount(1.5)", "repeatCount takes a whole number within Int's range, not 1.5"),
            ("easeIn.speed(0)", "Animation.speed: the speed must be positive and finite, not 0.0"),
            ("interpolatingSpring(mass: 0, stiffness: 1, damping: 1)", "Spring: mass must be positive and finite, not 0.0"),
            ("interpolatingSpring(stiffness: 1, damping: -2)", "Spring: damping must be finite and not negative, not -2.0"),
            ("spring(duration: 1e999)", "expected a number")
        ]
        for (text, expected) in cases {
            #expect(message(text) == expected, "\(text)")
        }
        // Valid extremes still parse: repeatCount ≤ 0 runs once, zero
        // durations finish at once.
        #expect((try? AnimationExpression.parse("easeIn.repeatCount(-3)")) != nil)
        #expect((try? AnimationExpression.parse("spring(duration: 0)")) != nil)
    }

    /// Random strings of the grammar's tokens, and random calls shaped as
    /// the grammar expects (names, labels and extreme numbers): every
    /// outcome is an animation or a ParseError; a trap would end the test
    /// process.
    @Test func randomTokenStringsParseOrFailButNeverTrap() async {
        let names = [
            "spring", "interactiveSpring", "interpolatingSpring", "smooth", "snappy", "bouncy", "easeIn", "easeOut",
            "easeInOut", "linear", "timingCurve", "default", "Animation"
        ]
        let modifiers = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete", "wobble"]
        let labels = [
            "", "duration: ", "bounce: ", "extraBounce: ", "blendDuration: ", "response: ", "dampingFraction: ", "mass: ",
            "stiffness: ", "damping: ", "initialVelocity: ", "autoreverses: ", "after: "
        ]
        let numbers = [
            "0", "1", "-1", "0.5", "-0.5", "1e300", "-1e300", "1e-320", "1e999", "nan", "true", "false",
            "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1.7976931348623157e308", "-0"
        ]
        let punctuation = ["(", ")", ".", ",", ":", " ", "e", "+", "é", "\u{0}"]
        let tokens = names + modifiers + labels + numbers + punctuation
        let label = Gen.int(in: 0...(labels.count - 1)).map { labels[$0] }
        let number = Gen.int(in: 0...(numbers.count - 1)).map { numbers[$0] }
        let name = Gen.int(in: 0...(names.count - 1)).map { names[$0] }
        let modifierName = Gen.int(in: 0...(modifiers.count - 1)).map { modifiers[$0] }
        let token = Gen.int(in: 0...(tokens.count - 1)).map { tokens[$0] }
        let argument = zip(label, number).map { $0 + $1 }
        let arguments = argument.array(of: 0...3).map { "(" + $0.joined(separator: ", ") + ")" }
        let call = zip(name, arguments).map { $0 + $1 }
        let modifier = zip(modifierName, arguments).map { "." + $0 + $1 }
        let shaped = zip(call, modifier.array(of: 0...2)).map { $0 + $1.joined() }
        let soup = token.array(of: 0...14).map { $0.joined() }
        @Sendable func check(_ text: String) {
            do throws(AnimationExpression.ParseError) {
                let animation = try AnimationExpression.parse(text)
                var context = AnimationContext<Double>()
                _ = animation.animate(value: 1, time: 0.1, context: &context)
            } catch {
                #expect(error.column >= 1 && error.column <= text.count + 1)
            }
        }
        await propertyCheck(count: 10_000, input: shaped) { check($0) }
        await propertyCheck(count: 10_000, input: soup) { check($0) }
    }
}
