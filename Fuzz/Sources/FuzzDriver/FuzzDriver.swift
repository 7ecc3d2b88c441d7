import Foundation

/// libFuzzer's driver, from the runtime `-sanitize=fuzzer` links.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments on `test`, then exits with
/// its status. SwiftPM gives an executable target its own `main`, so a
/// target calls the driver rather than linking libFuzzer's `main`; the
/// target also exports `test` as `LLVMFuzzerTestOneInput`, which the
/// runtime requires.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(runDriver(&argc, &argv, test))
}
