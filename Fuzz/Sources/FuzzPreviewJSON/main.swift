import FuzzDriver

/// libFuzzer's entry point. The check, `fuzzPreviewJSON`, is in FuzzPreviewJSON.swift,
/// which the main package's tests also run on every committed seed
/// (`FuzzSeedTests`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzPreviewJSON(bytes, count)
}

runFuzzer(testOneInput)
