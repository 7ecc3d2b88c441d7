import Foundation

/// What a preview tool answers: its parts in order and whether it failed,
/// written as JSON exactly as an MCP `tools/call` result is
/// (`{"content": [{"type": "text", "text": …}, {"type": "image", "data":
/// BASE64, "mimeType": "image/png"}], "isError": false}`), so that
/// `animate tool` prints what `animate mcp` sends.
public struct PreviewToolAnswer: Codable, Sendable, Equatable {
    /// One part of an answer.
    public enum Part: Codable, Sendable, Equatable {
        /// Text: JSON, a display list, traces or a message.
        case text(String)
        /// A picture, base64-encoded, with its MIME type (`image/png`,
        /// `image/gif`).
        case image(data: String, mimeType: String)

        private enum CodingKeys: String, CodingKey { case type, text, data, mimeType }

        /// Reads a part: `{"type": "text", "text": …}` or `{"type":
        /// "image", "data": …, "mimeType": …}`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "text": self = .text(try container.decode(String.self, forKey: .text))
            case "image":
                self = .image(data: try container.decode(String.self, forKey: .data), mimeType: try container.decode(String.self, forKey: .mimeType))
            case let other:
                throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "no part of type '\(other)'")
            }
        }

        /// Writes the part as an MCP content item.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .text(let text):
                try container.encode("text", forKey: .type)
                try container.encode(text, forKey: .text)
            case .image(let data, let mimeType):
                try container.encode("image", forKey: .type)
                try container.encode(data, forKey: .data)
                try container.encode(mimeType, forKey: .mimeType)
            }
        }
    }

    /// The parts, in order.
    public var content: [Part]
    /// Whether the call failed: a bad argument, or a preview that did not
    /// render (its entry says why).
    public var isError: Bool
    /// What kind of failure a bad call was (`nil` when the call ran):
    /// for exit statuses; not written.
    public var failure: PreviewToolbox.ToolError.Kind?

    private enum CodingKeys: String, CodingKey { case content, isError }

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - content: The parts, in order.
    ///   - isError: Whether the call failed.
    ///   - failure: What kind of failure a bad call was.
    public init(content: [Part], isError: Bool, failure: PreviewToolbox.ToolError.Kind? = nil) {
        self.content = content
        self.isError = isError
        self.failure = failure
    }

    /// The text parts, in order.
    public var texts: [String] { content.compactMap { if case .text(let text) = $0 { text } else { nil } } }
}
