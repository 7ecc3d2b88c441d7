import FuzzDriver

/// libFuzzer's entry point. The check, `fuzzPreviewMacro`, is in FuzzPreviewMacro.swift,
/// which the main package's tests also run on every committed seed
/// (`FuzzSeedTests`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzPreviewMacro(bytes, count)
}

runFuzzer(testOneInput)
