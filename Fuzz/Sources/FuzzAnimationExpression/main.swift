import FuzzDriver

/// libFuzzer's entry point. The check, `fuzzAnimationExpression`, is in FuzzAnimationExpression.swift,
/// which the main package's tests also run on every committed seed
/// (`FuzzSeedTests`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzAnimationExpression(bytes, count)
}

runFuzzer(testOneInput)
