import Foundation

/// The input as text (invalid UTF-8 repaired).
public func inputText(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}

/// Whether the text nests `[` deeper than `limit`. swift-syntax's parser
/// (603) takes time exponential in that depth: its lookahead for an inline
/// array type (`[3 of Int]`) tries each `[` again for every enclosing one,
/// so 16 levels take seconds and 26 minutes. The compiler's own parse takes
/// as long (swiftc 6.3: 18 s of CPU for 26 levels), so a file that deep
/// does not build anyway; the targets that parse Swift skip such inputs,
/// which would otherwise end every run as a timeout upstream.
public func nestsBracketsDeeperThan(_ limit: Int, _ text: String) -> Bool {
    var depth = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "[") {
            depth += 1
            if depth > limit { return true }
        } else if byte == UInt8(ascii: "]") {
            depth = max(0, depth - 1)
        }
    }
    return false
}
