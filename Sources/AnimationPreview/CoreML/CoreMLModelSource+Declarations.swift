import Foundation

extension CoreMLModelSource {
    /// The classes of one model, as Xcode's template writes them: the
    /// input's and output's feature providers, and the model's class.
    static func declarations(of type: String, resource: String, _ description: Description) -> [String] {
        let unsupported = (description.inputs + description.outputs).compactMap { feature -> String? in
            if case .unsupported(let kind) = feature.kind { return "\(feature.name) (\(kind))" }
            return nil
        }
        guard unsupported.isEmpty else {
            return ["// \(resource): no classes (features this package has no Swift type for: \(unsupported.joined(separator: ", ")))."]
        }
        let bare = type.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let input = "\(bare)Input", output = "\(bare)Output"
        func property(_ feature: Feature) -> String { identifier(feature.name) }
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let inputs = description.inputs.compactMap { feature in swiftType(feature.kind).map { (feature, $0) } }
        let outputs = description.outputs.compactMap { feature in swiftType(feature.kind).map { (feature, $0) } }
        let parameters = inputs.map { "\(property($0.0)): \($0.1.type)" }.joined(separator: ", ")
        let arguments = inputs.map { "\(property($0.0)): \(property($0.0))" }.joined(separator: ", ")
        let names = { (features: [Feature]) in "[" + features.map { literal($0.name) }.joined(separator: ", ") + "]" }
        var lines = ["/// Model Prediction Input Type", "class \(input) : MLFeatureProvider {"]
        for (feature, swift) in inputs { lines.append("    var \(property(feature)): \(swift.type)") }
        lines += [
            "    var featureNames: Set<String> { \(names(description.inputs)) }",
            "    func featureValue(for featureName: String) -> MLFeatureValue? {"
        ]
        for (feature, swift) in inputs {
            lines.append("        if featureName == \(literal(feature.name)) { return \(swift.make(property(feature))) }")
        }
        lines += ["        return nil", "    }", "    init(\(parameters)) {"]
        for (feature, _) in inputs { lines.append("        self.\(property(feature)) = \(property(feature))") }
        lines += [
            "    }", "}", "", "/// Model Prediction Output Type", "class \(output) : MLFeatureProvider {",
            "    private let provider : MLFeatureProvider"
        ]
        for (feature, swift) in outputs {
            lines.append("    var \(property(feature)): \(swift.type) { \(swift.read("provider.featureValue(for: \(literal(feature.name)))!")) }")
        }
        let outputParameters = outputs.map { "\(property($0.0)): \($0.1.type)" }.joined(separator: ", ")
        let outputValues = outputs.map { "\(literal($0.0.name)) : \($0.1.make(property($0.0)))" }.joined(separator: ", ")
        lines += [
            "    var featureNames: Set<String> { provider.featureNames }",
            "    func featureValue(for featureName: String) -> MLFeatureValue? { provider.featureValue(for: featureName) }",
            "    init(\(outputParameters)) {",
            "        self.provider = try! MLDictionaryFeatureProvider(dictionary: [\(outputValues.isEmpty ? ":" : outputValues)])",
            "    }",
            "    init(features: MLFeatureProvider) { self.provider = features }",
            "}",
            "",
            "/// Class for model loading and prediction",
            "class \(type) {",
            "    let model: MLModel",
            "    class var urlOfModelInThisBundle : URL {",
            "        Bundle.main.url(forResource: \(literal(resource)), withExtension: \"mlmodelc\")",
            "            ?? Bundle.main.bundleURL.appendingPathComponent(\(literal(resource + ".mlmodelc")))",
            "    }",
            "    init(model: MLModel) { self.model = model }",
            "    @available(*, deprecated, message: \"Use init(configuration:) instead and handle errors appropriately.\")",
            "    convenience init() { try! self.init(contentsOf: type(of: self).urlOfModelInThisBundle) }",
            "    convenience init(configuration: MLModelConfiguration) throws {",
            "        try self.init(contentsOf: type(of: self).urlOfModelInThisBundle, configuration: configuration)",
            "    }",
            "    convenience init(contentsOf modelURL: URL) throws { try self.init(model: MLModel(contentsOf: modelURL)) }",
            "    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {",
            "        try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration))",
            "    }",
            "    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(type) {",
            "        try await load(contentsOf: urlOfModelInThisBundle, configuration: configuration)",
            "    }",
            "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> \(type) {",
            "        \(type)(model: try await MLModel.load(contentsOf: modelURL, configuration: configuration))",
            "    }",
            "    func prediction(input: \(input)) throws -> \(output) {",
            "        try prediction(input: input, options: MLPredictionOptions())",
            "    }",
            "    func prediction(input: \(input), options: MLPredictionOptions) throws -> \(output) {",
            "        \(output)(features: try model.prediction(from: input, options: options))",
            "    }",
            "    func prediction(\(parameters)) throws -> \(output) {",
            "        try prediction(input: \(input)(\(arguments)))",
            "    }",
            "    func predictions(inputs: [\(input)], options: MLPredictionOptions = MLPredictionOptions()) throws -> [\(output)] {",
            "        try inputs.map { try prediction(input: $0, options: options) }",
            "    }",
            "}"
        ]
        return lines
    }
}
