import AnimationPreview
import AnimationPreviewTools
import AnimationRender
import Foundation
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// One input: reads the input as each JSON document that passes between
/// swift-animation's processes or reaches them from outside: the preview
/// program's request (`PreviewRequest`) and result (`PreviewResult`), a
/// line of a batch's log (`PreviewBatch.Line`), the inspector page's
/// request to its server (`HTMLPlayer.InspectionRequest`), and
/// `previews.json` (`PreviewManifest`), which CI jobs and agents read.
/// Whatever the bytes, reading must end with a value or an error, never a
/// crash; a value read must write itself (no number that JSON cannot hold)
/// and read back as itself.
func fuzzPreviewJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    roundTrip(PreviewRequest.self, data)
    roundTrip(PreviewResult.self, data)
    roundTrip(PreviewBatch.Line.self, data)
    roundTrip(HTMLPlayer.InspectionRequest.self, data)
    roundTrip(PreviewManifest.self, data)
    return 0
}

/// Reads a value of a type; if it reads, writes it and reads it again.
private func roundTrip<Value: Codable & Equatable>(_ type: Value.Type, _ data: Data) {
    guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return }
    let written: Data
    do {
        written = try JSONEncoder().encode(value)
    } catch {
        preconditionFailure("\(Value.self) read from \(String(decoding: data, as: UTF8.self)) cannot be written: \(error)")
    }
    let again = try? JSONDecoder().decode(Value.self, from: written)
    precondition(again == value, "\(Value.self) \(value), written as \(String(decoding: written, as: UTF8.self)), reads as \(String(describing: again))")
}
