import AnimationPreview
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// One input: reads the input as a line of `animate preview
/// --event`. Whatever the text, reading must end with an event or an error,
/// never a crash or a hang. An event it accepts must write itself back as
/// text that reads as the same event, and must turn into a bounded number of
/// recorder events, each at a finite time.
func fuzzPreviewEvent(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = inputText(bytes, count)
    guard let event = try? PreviewEvent(parsing: text) else { return 0 }
    let written = event.description
    guard let again = try? PreviewEvent(parsing: written) else {
        preconditionFailure("'\(text)' reads as \(event), written '\(written)', which does not read")
    }
    precondition(again == event, "'\(text)' reads as \(event), written '\(written)', which reads as \(again)")
    let scripted = event.scripted
    precondition(!scripted.isEmpty && scripted.count <= Int(PreviewEvent.maximumDuration * 60) + 2,
                 "'\(text)' makes \(scripted.count) recorder events")
    precondition(scripted.allSatisfy { $0.time.isFinite && $0.time >= event.time }, "'\(text)' makes an event at a time that is not finite")
    return 0
}
