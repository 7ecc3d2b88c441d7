import AnimationPreview
import AnimationRender
import Foundation
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// One input: reads the input as the options the command line and the MCP
/// tools take as text: a size (`--size`, the tools' `size`) and a freeze
/// (`--freeze NAME@SECONDS`). Whatever the text, reading must end with a
/// value or `nil`, never a crash. A size it accepts is finite and positive
/// and reads back the same from its written form; a freeze it accepts has a
/// name and a finite time, not negative, and reads back the same.
func fuzzOptions(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = inputText(bytes, count)
    if let size = PreviewRequest.size(parsing: text) {
        precondition(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0, "'\(text)' reads as \(size)")
        let written = "\(Double(size.width))x\(Double(size.height))"
        precondition(PreviewRequest.size(parsing: written) == size, "'\(text)' reads as \(size), written '\(written)', which does not")
    }
    if let freeze = AnimationFreeze(parsing: text) {
        precondition(!freeze.attribute.isEmpty && freeze.time.isFinite && freeze.time >= 0, "'\(text)' reads as \(freeze)")
        let written = "\(freeze.attribute)@\(freeze.time)"
        precondition(AnimationFreeze(parsing: written) == freeze, "'\(text)' reads as \(freeze), written '\(written)', which does not")
    }
    return 0
}
