import Foundation

/// The `printf` formats of the original `os_log`.
enum OSLogFormat {
    /// The format with each specifier replaced by its argument.
    /// `{public}`, `{private}` and `{sensitive}` set a value's privacy;
    /// a specifier without an argument prints as written.
    static func format(_ format: String, _ args: [any CVarArg]) -> String {
        var result = "", index = format.startIndex, next = 0
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            if cursor < format.endIndex, format[cursor] == "%" {
                result.append("%")
                index = format.index(after: cursor)
                continue
            }
            var privacy = OSLogPrivacy.auto
            if cursor < format.endIndex, format[cursor] == "{", let close = format[cursor...].firstIndex(of: "}") {
                let word = format[format.index(after: cursor)..<close]
                if word.contains("private") || word.contains("sensitive") { privacy = .private }
                cursor = format.index(after: close)
            }
            var spec = "%"
            while cursor < format.endIndex, "-+ #0123456789.*hlqLjzt".contains(format[cursor]) {
                spec.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else {
                result += spec
                break
            }
            let conversion = format[cursor]
            index = format.index(after: cursor)
            guard next < args.count else {
                result += spec + String(conversion)
                continue
            }
            let argument = args[next]
            next += 1
            let text: String
            if conversion == "@" {
                text = String(describing: argument)
            } else if conversion == "s" {
                text = String(describing: argument)
            } else {
                text = String(format: spec + String(conversion), argument)
            }
            result += privacy.apply(text)
        }
        return result
    }
}
