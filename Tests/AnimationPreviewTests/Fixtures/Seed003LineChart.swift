// Seed 003's animated line chart, as a file for `animate preview`.
// The seed's vector used Accelerate's vDSP, which Linux does not have; the
// same vector here adds and scales with plain loops.
import SwiftUI

struct AnimatableVector: VectorArithmetic {
    static var zero = AnimatableVector(values: [0.0])

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] + rhs.values[$0] })
    }

    static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs = lhs + rhs
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] - rhs.values[$0] })
    }

    static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        lhs = lhs - rhs
    }

    var values: [Double]

    mutating func scale(by rhs: Double) {
        values = values.map { $0 * rhs }
    }

    var magnitudeSquared: Double {
        values.map { $0 * $0 }.reduce(0, +)
    }
}

struct LineChart: Shape {
    var vector: AnimatableVector

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let xStep = rect.width / CGFloat(vector.values.count)
            var currentX: CGFloat = xStep
            path.move(to: .zero)

            vector.values.forEach {
                path.addLine(to: CGPoint(x: currentX, y: CGFloat($0)))
                currentX += xStep
            }
        }
    }
}

struct RootView: View {
    @State private var vector: AnimatableVector = .zero

    var body: some View {
        LineChart(vector: vector)
            .stroke(Color.red)
            .animation(Animation.default.repeatForever())
            .onAppear {
                self.vector = AnimatableVector(values: [50, 100, 75, 100])
            }
    }
}
