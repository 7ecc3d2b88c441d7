import FuzzDriver

/// libFuzzer's entry point. The check, `fuzzAssetCatalog`, is in FuzzAssetCatalog.swift,
/// which the main package's tests also run on every committed seed
/// (`FuzzSeedTests`).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzAssetCatalog(bytes, count)
}

runFuzzer(testOneInput)
