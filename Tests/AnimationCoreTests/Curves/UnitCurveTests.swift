import Foundation
import Testing

@testable import AnimationCore

@Suite("UnitCurve")
struct UnitCurveTests {
    /// Values measured on real SwiftUI (SWIFTUI_API.md §3): ±0.01 for Bézier
    /// curves, ±0.001 for circular ones.
    static let measured: [(name: String, curve: UnitCurve, tolerance: Double, values: [Double], velocities: [Double?])] = [
        ("linear", .linear, 0.01, [0.25, 0.5, 0.75], [1, 1, 1, 1, 1]),
        ("easeIn", .easeIn, 0.01, [0.09, 0.32, 0.62], [0, 0.67, 1.07, 1.37, 0]),
        ("easeOut", .easeOut, 0.01, [0.38, 0.68, 0.91], [1.0, 1.37, 1.07, 0.67, 0]),
        ("easeInOut", .easeInOut, 0.01, [0.13, 0.5, 0.87], [0, 1.06, 1.72, 1.06, 0]),
        ("circularEaseIn", .circularEaseIn, 0.001, [0.032, 0.134, 0.339], [0, 0.258, 0.577, 1.134, .infinity]),
        ("circularEaseOut", .circularEaseOut, 0.001, [0.661, 0.866, 0.968], [.infinity, 1.134, 0.577, 0.258, 0]),
        ("circularEaseInOut", .circularEaseInOut, 0.001, [0.067, 0.5, 0.933], [nil, nil, nil, nil, nil])
    ]

    @Test func measuredSwiftUIValues() {
        for row in Self.measured {
            for (index, x) in [0.25, 0.5, 0.75].enumerated() {
                let value = row.curve.value(at: x)
                #expect(abs(value - row.values[index]) <= row.tolerance, "\(row.name).value(at: \(x)) = \(value)")
            }
            for (index, x) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
                guard let expected = row.velocities[index] else { continue }
                let velocity = row.curve.velocity(at: x)
                if expected.isInfinite {
                    #expect(velocity == expected, "\(row.name).velocity(at: \(x)) = \(velocity)")
                } else {
                    #expect(abs(velocity - expected) <= row.tolerance, "\(row.name).velocity(at: \(x)) = \(velocity)")
                }
            }
        }
    }

    @Test func degenerateTangentsFollowSwiftUI() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
        #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
        // A vertical tangent: x' = 0 while y' > 0.
        let steep = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(steep.velocity(at: 0) == .infinity)
    }

    @Test func endpointsAndClamping() {
        for curve in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(abs(curve.value(at: 1) - 1) <= 1e-15)
            #expect(curve.value(at: -3) == curve.value(at: 0))
            #expect(curve.value(at: 7) == curve.value(at: 1))
            #expect(curve.velocity(at: -1) == curve.velocity(at: 0))
        }
    }

    @Test func onlyControlPointXIsClamped() {
        // x outside [0, 1] is clamped: these two curves are the same function.
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -2, y: 0.3), endControlPoint: UnitPoint(x: 5, y: 0.9))
        let tame = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0.3), endControlPoint: UnitPoint(x: 1, y: 0.9))
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(wild.value(at: x) == tame.value(at: x))
        }
        // y is not clamped: an overshooting curve leaves [0, 1].
        let back = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.265, y: 1.55))
        #expect(back.value(at: 0.1) < 0)
        #expect(back.value(at: 0.9) > 1)
    }

    @Test func seed004Example() {
        let curve = UnitCurve(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1),
            endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(curve == .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)))
        // CSS `ease` is this curve: the browser gives 0.40851059 at 0.25.
        #expect(abs(curve.value(at: 0.25) - 0.4085106) <= 1e-6)
        #expect(curve.velocity(at: 0.25) > 1)
    }

    @Test func circularCurvesAreCircles() {
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) <= 1e-15)
            #expect(abs(UnitCurve.circularEaseOut.value(at: x) - (1 - (x - 1) * (x - 1)).squareRoot()) <= 1e-15)
        }
        #expect(UnitCurve.circularEaseInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    }

    @Test func inverseSwapsInputAndOutput() {
        let curves: [UnitCurve] = [
            .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
            .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: UnitPoint(x: 0.3, y: 0.95))
        ]
        for curve in curves {
            #expect(curve.inverse.inverse == curve)
            for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
                let y = curve.value(at: x)
                #expect(abs(curve.inverse.value(at: y) - x) <= 1e-9, "\(curve) at \(x)")
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    @Test func hashable() {
        #expect(Set([UnitCurve.easeIn, .easeIn, .easeOut, .linear]).count == 3)
        #expect(UnitCurve.easeInOut == .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))
    }

    @Test func nanProgressIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = UnitCurve.easeIn.value(at: .nan)
        }
    }
}

@Suite("UnitCurve sampling")
struct UnitCurveSampleTests {
    /// One solve gives both numbers, bit for bit the same as asking twice.
    @Test func sampleIsValueAndVelocity() {
        let curves: [UnitCurve] = [
            .easeIn, .easeOut, .easeInOut, .linear, .circularEaseInOut,
            .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.4), endControlPoint: UnitPoint(x: 0.6, y: 1.5))
        ]
        for curve in curves {
            for progress in stride(from: -0.1, through: 1.1, by: 0.05) {
                let sample = curve.sample(at: progress)
                #expect(sample.value == curve.value(at: progress))
                #expect(sample.velocity == curve.velocity(at: progress))
            }
        }
    }
}
