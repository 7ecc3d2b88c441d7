import AnimationCore
import Foundation
import Testing

/// `Spring` in closed form against high-precision solutions of
/// `m x'' = -k (x - 1) - c x'`, `x(0) = 0`, `x'(0) = v0`.
@Suite(
    "Spring against spring_truth.json",
    .enabled(if: ReferenceData.isAvailable(ReferenceData.springName), "../shared/refdata is absent")
)
struct SpringReferenceTests {
    /// Relative error, or absolute where the truth is below 1 in magnitude.
    static func error(_ value: Double, _ truth: Double) -> Double {
        abs(value - truth) / max(1, abs(truth))
    }

    @Test func positionsVelocitiesAndSettlingTimes() throws {
        let file = try ReferenceData.load(ReferenceData.SpringFile.self, from: ReferenceData.springName)
        #expect(file.cases.count > 100)
        var worstX = 0.0, worstV = 0.0, worstSettling = 0.0
        var regimes: Set<String> = []
        for item in file.cases {
            let spring = Spring(mass: item.m, stiffness: item.k, damping: item.c, allowOverDamping: true)
            regimes.insert(item.regime)
            for (index, time) in file.times.enumerated() {
                let x = spring.value(target: 1.0, initialVelocity: item.v0, time: time)
                let v = spring.velocity(target: 1.0, initialVelocity: item.v0, time: time)
                let errorX = Self.error(x, item.x[index]), errorV = Self.error(v, item.v[index])
                #expect(errorX <= 1e-10, "m=\(item.m) k=\(item.k) zeta=\(item.zeta) v0=\(item.v0) t=\(time): x \(x) vs \(item.x[index])")
                #expect(errorV <= 1e-10, "m=\(item.m) k=\(item.k) zeta=\(item.zeta) v0=\(item.v0) t=\(time): v \(v) vs \(item.v[index])")
                worstX = max(worstX, errorX)
                worstV = max(worstV, errorV)
            }
            let settling = spring.settlingDuration(target: 1.0, initialVelocity: item.v0, epsilon: 0.001)
            let settlingError = abs(settling - item.settling_time) / item.settling_time
            #expect(settlingError <= 1e-6, "m=\(item.m) k=\(item.k) zeta=\(item.zeta) v0=\(item.v0): settling \(settling) vs \(item.settling_time)")
            worstSettling = max(worstSettling, settlingError)
        }
        #expect(regimes == ["underdamped", "critical", "overdamped"])
        print("Spring max error vs truth: x \(worstX), v \(worstV), settling time (relative) \(worstSettling)")
    }
}
