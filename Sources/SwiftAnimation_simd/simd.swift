// swift-format-ignore-file: TypeNamesShouldBeCapitalized
// (Apple's C names of the simd types.)

/// `import simd` on Linux: the vector and matrix names and functions of
/// Apple's simd module, over the standard library's `SIMD2`, `SIMD3` and
/// `SIMD4` (which every platform has).
///
/// Apple's C vector types are these same Swift types there
/// (`simd_float3` is `SIMD3<Float>`), so code written against either name
/// compiles unchanged. The functions are generic over the vector's scalar
/// where Apple has one overload per type; they compute what Apple's
/// documents (`simd_length` is the Euclidean length, `simd_mix` the
/// linear blend), in the scalar's own precision.

// MARK: - Vector type names

/// Two `Float`s.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s.
public typealias simd_int4 = SIMD4<Int32>
/// Two `UInt32`s.
public typealias simd_uint2 = SIMD2<UInt32>
/// Three `UInt32`s.
public typealias simd_uint3 = SIMD3<UInt32>
/// Four `UInt32`s.
public typealias simd_uint4 = SIMD4<UInt32>
/// Two `Float`s (the older name).
public typealias vector_float2 = SIMD2<Float>
/// Three `Float`s (the older name).
public typealias vector_float3 = SIMD3<Float>
/// Four `Float`s (the older name).
public typealias vector_float4 = SIMD4<Float>
/// Two `Double`s (the older name).
public typealias vector_double2 = SIMD2<Double>
/// Three `Double`s (the older name).
public typealias vector_double3 = SIMD3<Double>
/// Four `Double`s (the older name).
public typealias vector_double4 = SIMD4<Double>
/// Two `Float`s (the oldest Swift name).
public typealias float2 = SIMD2<Float>
/// Three `Float`s (the oldest Swift name).
public typealias float3 = SIMD3<Float>
/// Four `Float`s (the oldest Swift name).
public typealias float4 = SIMD4<Float>
/// Two `Double`s (the oldest Swift name).
public typealias double2 = SIMD2<Double>
/// Three `Double`s (the oldest Swift name).
public typealias double3 = SIMD3<Double>
/// Four `Double`s (the oldest Swift name).
public typealias double4 = SIMD4<Double>
