@testable import AnimationPreviewTools
#if canImport(FuzzDriver)
    // In Fuzz/; the main package's tests compile FuzzInput.swift beside this file.
    import FuzzDriver
#endif

/// One input: scans the input as a user's Swift file, as `animate preview`
/// does before it builds (`SourceDeclarations.scan`). Whatever the text
/// (but `[` nested more than 12 deep: `nestsBracketsDeeperThan`), the scan
/// must end, never crash, and what it finds
/// must point into the text: each `#Preview` at a `#` on its line and
/// column, each `@main` at an `@`, each type with a name and a line of the
/// file; the imports outside `#if` are among the imports, each once.
func fuzzSourceScanner(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = inputText(bytes, count)
    guard !nestsBracketsDeeperThan(12, source) else { return 0 }
    let utf8 = Array(source.utf8)
    let found = SourceDeclarations.scan(source)
    // The start of each line, in bytes, as the scanner counts lines
    // (swift-syntax's: "\n", "\r\n" and a lone "\r" each end one).
    var lineStarts = [0]
    var index = 0
    while index < utf8.count {
        if utf8[index] == UInt8(ascii: "\n") || utf8[index] == UInt8(ascii: "\r") {
            if utf8[index] == UInt8(ascii: "\r"), index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "\n") { index += 1 }
            lineStarts.append(index + 1)
        }
        index += 1
    }
    for preview in found.previews {
        precondition(utf8.indices.contains(preview.offset) && utf8[preview.offset] == UInt8(ascii: "#"), "a #Preview at \(preview.offset) is not at a #")
        precondition(lineStarts.indices.contains(preview.line - 1), "a #Preview on line \(preview.line) of \(lineStarts.count)")
        precondition(lineStarts[preview.line - 1] + preview.column - 1 == preview.offset,
                     "a #Preview at \(preview.offset) is said to be at \(preview.line):\(preview.column)")
        // A name read back: written as a literal, scanned again, the same.
        if let name = preview.name {
            let again = SourceDeclarations.scan("#Preview(\(literal(name))) { A() }").previews
            precondition(again.map(\.name) == [name], "a #Preview named '\(name)', written \(literal(name)), reads as \(again.map(\.name))")
        }
    }
    for offset in found.mainAttributes {
        precondition(utf8.indices.contains(offset) && utf8[offset] == UInt8(ascii: "@"), "an @main at \(offset) is not at an @")
    }
    for type in found.types {
        precondition(!type.name.isEmpty && !type.conformances.isEmpty, "a type without a name or conformances: \(type)")
        precondition((1...lineStarts.count).contains(type.line), "\(type.name) on line \(type.line) of \(lineStarts.count)")
    }
    precondition(Set(found.imports).count == found.imports.count, "an import listed twice: \(found.imports)")
    precondition(Set(found.unconditionalImports).isSubset(of: found.imports), "\(found.unconditionalImports) not among \(found.imports)")
    precondition(Set(found.unconditionalImports).count == found.unconditionalImports.count, "an import listed twice: \(found.unconditionalImports)")
    return 0
}

/// A Swift string literal of a text: quotes, backslashes and control
/// characters escaped.
private func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
