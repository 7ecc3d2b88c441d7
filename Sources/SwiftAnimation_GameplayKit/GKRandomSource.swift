import Foundation

/// A source of random values, as GameplayKit's `GKRandom`.
public protocol GKRandom {
    /// An integer in the range of a 32-bit signed integer.
    func nextInt() -> Int
    /// An integer in `0..<upperBound` (0 for an upper bound below 1).
    func nextInt(upperBound: Int) -> Int
    /// A number in `0..<1`.
    func nextUniform() -> Float
    /// `true` or `false`, each half the time.
    func nextBool() -> Bool
}

/// A random source, as GameplayKit's `GKRandomSource`: the base of the
/// seeded sources, and ``sharedRandom()``, the system's generator.
///
/// The seeded sources repeat their sequences for a seed, as GameplayKit's
/// do; their algorithms are the ones GameplayKit names (ARC4, a linear
/// congruential generator, the Mersenne Twister), but Apple does not
/// publish how it maps raw values to `nextInt(upperBound:)`, so a seed
/// does not give Apple's numbers.
open class GKRandomSource: NSObject, GKRandom {
    /// The base class keeps no state (it draws from the system's
    /// generator), so one instance serves every thread.
    nonisolated(unsafe) private static let shared = GKRandomSource()

    /// The system's random source (not repeatable).
    open class func sharedRandom() -> GKRandomSource { shared }

    /// The next 32 raw bits; the base class draws them from the system.
    open func nextBits() -> UInt32 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }

    /// An integer in the range of a 32-bit signed integer.
    open func nextInt() -> Int {
        Int(Int32(bitPattern: nextBits()))
    }

    /// An integer in `0..<upperBound`, without modulo bias (0 for an upper
    /// bound below 1).
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        let bound = UInt64(min(upperBound, Int(UInt32.max)))
        let limit = (UInt64(UInt32.max) + 1) / bound * bound
        while true {
            let value = UInt64(nextBits())
            if value < limit { return Int(value % bound) }
        }
    }

    /// A number in `0..<1` (24 bits of it).
    open func nextUniform() -> Float {
        Float(nextBits() >> 8) / Float(1 << 24)
    }

    /// `true` or `false`, each half the time.
    open func nextBool() -> Bool {
        nextBits() & 1 == 1
    }

    /// An array's elements in a random order (Fisher–Yates).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var result = array
        guard result.count > 1 else { return result }
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, nextInt(upperBound: i + 1))
        }
        return result
    }
}

/// A seeded source of the ARC4 cipher's stream, as GameplayKit's
/// `GKARC4RandomSource` (call ``dropValues(_:)`` to discard the stream's
/// weak start, as Apple advises).
open class GKARC4RandomSource: GKRandomSource {
    private var state = [UInt8](repeating: 0, count: 256)
    private var i: UInt8 = 0
    private var j: UInt8 = 0
    /// The key the stream started from.
    open var seed: Data {
        didSet { key(seed) }
    }

    /// A source of a random key.
    public override convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }))
    }

    /// A source of a key (an empty key counts as one zero byte).
    public init(seed: Data) {
        self.seed = seed
        super.init()
        key(seed)
    }

    private func key(_ seed: Data) {
        let key = seed.isEmpty ? [UInt8(0)] : [UInt8](seed)
        state = (0...255).map { UInt8($0) }
        var k: UInt8 = 0
        for n in 0..<256 {
            k = k &+ state[n] &+ key[n % key.count]
            state.swapAt(n, Int(k))
        }
        i = 0
        j = 0
    }

    private func nextByte() -> UInt8 {
        i = i &+ 1
        j = j &+ state[Int(i)]
        state.swapAt(Int(i), Int(j))
        return state[Int(state[Int(i)] &+ state[Int(j)])]
    }

    /// Discards values of the stream.
    open func dropValues(_ count: Int) {
        for _ in 0..<max(count, 0) { _ = nextByte() }
    }

    /// The next four bytes of the stream.
    open override func nextBits() -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(nextByte()) }
    }
}

/// A seeded linear congruential generator, as GameplayKit's
/// `GKLinearCongruentialRandomSource`: fast, and weak. Its constants are
/// Knuth's MMIX ones (Apple does not publish its own); values are the
/// state's high 32 bits.
open class GKLinearCongruentialRandomSource: GKRandomSource {
    /// The state.
    open var seed: UInt64

    /// A source of a random seed.
    public override convenience init() {
        self.init(seed: UInt64.random(in: .min ... .max))
    }

    /// A source of a seed.
    public init(seed: UInt64) {
        self.seed = seed
        super.init()
    }

    /// The next 32 bits.
    open override func nextBits() -> UInt32 {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: seed >> 32)
    }
}

/// A seeded Mersenne Twister (MT19937), as GameplayKit's
/// `GKMersenneTwisterRandomSource`.
open class GKMersenneTwisterRandomSource: GKRandomSource {
    private var table = [UInt32](repeating: 0, count: 624)
    private var index = 624
    /// The seed (its low 32 bits start the generator).
    open var seed: UInt64 {
        didSet { start(seed) }
    }

    /// A source of a random seed.
    public override convenience init() {
        self.init(seed: UInt64.random(in: .min ... .max))
    }

    /// A source of a seed.
    public init(seed: UInt64) {
        self.seed = seed
        super.init()
        start(seed)
    }

    private func start(_ seed: UInt64) {
        table[0] = UInt32(truncatingIfNeeded: seed)
        for n in 1..<624 {
            table[n] = 1_812_433_253 &* (table[n - 1] ^ (table[n - 1] >> 30)) &+ UInt32(n)
        }
        index = 624
    }

    /// The next 32 bits of MT19937.
    open override func nextBits() -> UInt32 {
        if index >= 624 {
            for n in 0..<624 {
                let y = (table[n] & 0x8000_0000) | (table[(n + 1) % 624] & 0x7fff_ffff)
                table[n] = table[(n + 397) % 624] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_b0df)
            }
            index = 0
        }
        var y = table[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c_5680
        y ^= (y << 15) & 0xefc6_0000
        y ^= y >> 18
        return y
    }
}
