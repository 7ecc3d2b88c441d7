import Foundation

/// Integers spread evenly over a range, drawn from a source, as
/// GameplayKit's `GKRandomDistribution`.
open class GKRandomDistribution: NSObject, GKRandom {
    /// The source drawn from.
    public let source: GKRandom
    /// The least value.
    public let lowestValue: Int
    /// The greatest value.
    public let highestValue: Int
    /// How many values there are.
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// Values from `lowestValue` through `highestValue` of a source (the
    /// bounds are swapped when reversed).
    public init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
        self.source = source
        self.lowestValue = min(lowestValue, highestValue)
        self.highestValue = max(lowestValue, highestValue)
        super.init()
    }

    /// Values of the shared source.
    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKRandomSource.sharedRandom(), lowestValue: lowestValue, highestValue: highestValue)
    }

    /// Values from 1 through a number of sides.
    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: max(sideCount, 1))
    }

    /// A six-sided die.
    open class func d6() -> GKRandomDistribution { GKRandomDistribution(forDieWithSideCount: 6) }
    /// A twenty-sided die.
    open class func d20() -> GKRandomDistribution { GKRandomDistribution(forDieWithSideCount: 20) }

    /// A value of the range.
    open func nextInt() -> Int {
        lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes)
    }

    /// A value of the range below an upper bound (the lowest when none is).
    open func nextInt(upperBound: Int) -> Int {
        let top = min(highestValue, upperBound - 1)
        guard top > lowestValue else { return lowestValue }
        return lowestValue + source.nextInt(upperBound: top - lowestValue + 1)
    }

    /// A number in `0..<1`.
    open func nextUniform() -> Float { source.nextUniform() }
    /// `true` or `false`.
    open func nextBool() -> Bool { source.nextBool() }
}

/// A distribution that avoids repeats: each value comes once before any
/// comes again, as GameplayKit's `GKShuffledDistribution` (a shuffled deck,
/// dealt and reshuffled).
open class GKShuffledDistribution: GKRandomDistribution {
    private var deck: [Int] = []

    /// The next card of the deck.
    open override func nextInt() -> Int {
        if deck.isEmpty {
            deck = Array(lowestValue...highestValue)
            for i in stride(from: deck.count - 1, to: 0, by: -1) { deck.swapAt(i, source.nextInt(upperBound: i + 1)) }
        }
        return deck.removeLast()
    }
}

/// Values around a mean, as GameplayKit's `GKGaussianDistribution`:
/// normal with the given deviation, clamped to three deviations (the range
/// of a distribution of bounds: mean in the middle, deviation a sixth).
open class GKGaussianDistribution: GKRandomDistribution {
    /// The mean.
    public let mean: Float
    /// The standard deviation.
    public let deviation: Float

    /// A distribution of bounds.
    public override init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
        mean = Float(lowestValue + highestValue) / 2
        deviation = Float(abs(highestValue - lowestValue)) / 6
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    /// A distribution of a mean and deviation.
    public init(randomSource source: GKRandom, mean: Float, deviation: Float) {
        self.mean = mean
        self.deviation = max(deviation, 0)
        super.init(
            randomSource: source, lowestValue: Int((mean - 3 * self.deviation).rounded()), highestValue: Int((mean + 3 * self.deviation).rounded()))
    }

    /// A value near the mean (Box–Muller over the source, rounded and
    /// clamped to the range).
    open override func nextInt() -> Int {
        let u1 = max(Double(source.nextUniform()), 1e-7), u2 = Double(source.nextUniform())
        let z = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        let value = (Double(mean) + z * Double(deviation)).rounded()
        return Int(min(max(value, Double(lowestValue)), Double(highestValue)))
    }
}
