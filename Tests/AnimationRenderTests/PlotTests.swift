import AnimationCore
@testable import AnimationRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

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
        #expect(try AnimationExpression.parse("interpolatingSpring(stiffness: 170, damping: 15)") == .interpolatingSpring(stiffness: 170, damping: 15))
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
}

@Suite("Plots")
struct PlotTests {
    @Test func samplesDescribeTheAnimation() throws {
        let linear = AnimationSamples(.linear(duration: 1))
        #expect(linear.finishTime.map { abs($0 - 1) < 1e-9 } == true)
        #expect(linear.overshoot == 0)
        #expect(abs(linear.peakVelocity - 1) < 1e-9)
        let bouncy = AnimationSamples(.bouncy)
        #expect(abs(bouncy.overshoot - exp(-Double.pi * 0.7 / (1 - 0.49).squareRoot())) < 0.002)  // ζ = 0.7
        #expect(bouncy.finishTime != nil)
        #expect(abs(bouncy.settlingTime - Spring.bouncy.settlingDuration) < 0.01)
        let forever = AnimationSamples(.easeIn.repeatForever(), limit: 2)
        #expect(forever.finishTime == nil)
    }

    @Test func plotIsXMLWithAxesAndLegend() throws {
        let plot = AnimationPlot(title: "springs", animations: [("smooth", .smooth), ("bouncy", .bouncy)])
        let svg = plot.svg()
        let document = try XMLDocument(data: Data(svg.utf8))
        #expect(try document.nodes(forXPath: "//*[local-name()='polyline']").count == 4)
        #expect(svg.contains(">smooth<") && svg.contains(">bouncy<") && svg.contains("velocity"))
        let ascii = plot.ascii()
        #expect(ascii.split(separator: "\n").count == 16)
        #expect(ascii.contains("*"))
        #expect(AnimationPlot.ticks(0, 1) == [0, 0.2, 0.4, 0.6, 0.8, 1])
    }
}
