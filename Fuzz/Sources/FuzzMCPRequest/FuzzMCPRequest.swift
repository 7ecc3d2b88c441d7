// The MCP server is there only with the MCP trait (the Fuzz package always
// builds with it; the main package's tests, with their traits).
#if canImport(FuzzDriver) || MCP
@testable import AnimationMCP
import AnimationPreview
import Foundation
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif
import MCP

/// One input: reads the input as a message to `animate mcp`, a JSON-RPC
/// `tools/call` as the SDK decodes it, and reads its call as the server
/// does before it runs anything (`PreviewToolCall`). Whatever the bytes,
/// reading must end with a call or an error, never a crash. A call it
/// accepts has a project, a preview (but for `list_previews`), a frame rate
/// that is finite and positive, times and a size that are finite and not
/// negative, and events that read back as themselves; and the request,
/// encoded again and read again, is the same call.
func fuzzMCPRequest(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    guard let request = try? JSONDecoder().decode(Request<CallTool>.self, from: data),
        let call = try? PreviewToolCall(tool: request.params.name, arguments: request.params.arguments ?? [:])
    else { return 0 }
    precondition(!call.path.isEmpty, "a call without a project: \(call)")
    let times: [Double?]
    switch call.action {
    case .list:
        precondition(call.preview.isEmpty, "a list of one preview: \(call)")
        times = []
    case .render(let at), .inspect(let at), .describe(let at):
        precondition(!call.preview.isEmpty && call.request.duration == nil, "\(call)")
        times = [at]
    case .interact:
        precondition(!call.preview.isEmpty && call.request.duration == nil && !call.request.events.isEmpty, "\(call)")
        times = call.request.events.map(\.time)
    case .record(let format):
        precondition(!call.preview.isEmpty && (format == .html || format == .gif), "\(call)")
        times = [call.request.duration]
    }
    precondition(times.allSatisfy { $0.map { $0.isFinite && $0 >= 0 } ?? true }, "a time that is not finite or negative: \(call)")
    precondition(call.request.frameRate.isFinite && call.request.frameRate > 0, "a frame rate of \(call.request.frameRate)")
    if let size = call.request.size {
        precondition(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0, "a size of \(size)")
    }
    for event in call.request.events {
        precondition((try? PreviewEvent(parsing: event.description)) == event, "an event that does not read back: \(event)")
    }
    guard let encoded = try? JSONEncoder().encode(request) else {
        preconditionFailure("a request read that cannot be written: \(request)")
    }
    guard let again = try? JSONDecoder().decode(Request<CallTool>.self, from: encoded),
        let callAgain = try? PreviewToolCall(tool: again.params.name, arguments: again.params.arguments ?? [:])
    else {
        preconditionFailure("a request written as \(String(decoding: encoded, as: UTF8.self)) no longer reads")
    }
    precondition(callAgain == call, "\(call), written and read again, is \(callAgain)")
    return 0
}
#endif
