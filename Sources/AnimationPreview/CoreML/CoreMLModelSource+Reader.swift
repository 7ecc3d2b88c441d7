import Foundation

extension CoreMLModelSource {
    /// A feature of a model's description, as its `.mlmodel` file says.
    struct Feature: Equatable {
        enum Kind: Equatable {
            case int64, double, string, multiArray
            /// A dictionary of doubles by strings (`true`) or integers.
            case dictionary(stringKeys: Bool)
            /// An image, a sequence or a state: no Swift type here.
            case unsupported(String)
        }

        var name: String
        var kind: Kind
    }

    /// What a model file describes: its inputs and outputs.
    struct Description: Equatable {
        var inputs: [Feature] = []
        var outputs: [Feature] = []
    }

    /// Reads the description of a model file: the few fields of Core ML's
    /// `Model.proto` that the generated classes need (the model's
    /// `description`: its inputs, field 1, and outputs, field 10, each a
    /// name, field 1, and a type, field 3), from Protocol Buffers' wire
    /// format. The reader is here, not swift-protobuf's, because the
    /// `XcodeOnLinux` plugin, which cannot depend on libraries, compiles
    /// this file too. `nil` for bytes that are not such a model.
    static func description(ofModel bytes: [UInt8]) -> Description? {
        guard let model = WireMessage(bytes), let description = model.messages(2).first else { return nil }
        func features(_ field: Int) -> [Feature]? {
            var result: [Feature] = []
            for feature in description.messages(field) {
                guard let name = feature.strings(1).first, let type = feature.messages(3).first else { return nil }
                result.append(Feature(name: name, kind: kind(of: type)))
            }
            return result
        }
        guard let inputs = features(1), let outputs = features(10), !inputs.isEmpty || !outputs.isEmpty else { return nil }
        return Description(inputs: inputs, outputs: outputs)
    }

    /// The kind a `FeatureType` message names (its one-of: 1 int64, 2
    /// double, 3 string, 4 image, 5 multi-array, 6 dictionary, whose key
    /// is 1 int64 or 2 string, 7 sequence, 8 state).
    private static func kind(of type: WireMessage) -> Feature.Kind {
        if type.has(1) { return .int64 }
        if type.has(2) { return .double }
        if type.has(3) { return .string }
        if type.has(4) { return .unsupported("image") }
        if type.has(5) { return .multiArray }
        if let dictionary = type.messages(6).first { return .dictionary(stringKeys: dictionary.has(2)) }
        if type.has(7) { return .unsupported("sequence") }
        if type.has(8) { return .unsupported("state") }
        return .unsupported("unknown")
    }
}

/// A message in Protocol Buffers' wire format: its fields by number, each
/// a varint, a fixed-size number or a length-delimited part (a string or
/// a message). Groups (wire types 3 and 4, deprecated) make it invalid.
struct WireMessage {
    private var parts: [Int: [ArraySlice<UInt8>]] = [:]
    private var numbers: Set<Int> = []

    /// Parses a message; `nil` when the bytes are not one.
    init?(_ bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var index = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count {
            guard let key = varint(), key >> 3 > 0, key >> 3 < 1 << 29 else { return nil }
            let field = Int(key >> 3)
            numbers.insert(field)
            switch key & 7 {
            case 0: guard varint() != nil else { return nil }
            case 1: index += 8
            case 5: index += 4
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count - index) else { return nil }
                parts[field, default: []].append(bytes[index..<(index + Int(length))])
                index += Int(length)
            default: return nil
            }
            guard index <= bytes.count else { return nil }
        }
    }

    /// Whether a field is present.
    func has(_ field: Int) -> Bool { numbers.contains(field) }

    /// The messages of a length-delimited field, in order (parts that are
    /// not messages left out).
    func messages(_ field: Int) -> [WireMessage] { (parts[field] ?? []).compactMap { WireMessage($0) } }

    /// The UTF-8 strings of a length-delimited field, in order.
    func strings(_ field: Int) -> [String] { (parts[field] ?? []).compactMap { String(bytes: $0, encoding: .utf8) } }
}
