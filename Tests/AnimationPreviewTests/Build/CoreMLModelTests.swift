import Foundation
import TestSupport
import Testing

@testable import AnimationPreview

/// The fixtures' Core ML models (Tests/Fixtures/README.md): their
/// descriptions were written by hand in Protocol Buffers' wire format.
private let models = TestPaths.tests.appendingPathComponent("Fixtures/CoreML")

@Suite("Core ML models' generated classes")
struct CoreMLModelSourceTests {
    @Test func aModelsDescriptionIsRead() throws {
        let bytes = try Array(Data(contentsOf: models.appendingPathComponent("SleepCalculator.mlmodel")))
        let description = try #require(CoreMLModelSource.description(ofModel: bytes))
        #expect(description.inputs.map(\.name) == ["wake", "estimatedSleep", "coffee"])
        #expect(description.inputs.allSatisfy { $0.kind == .double })
        #expect(description.outputs == [.init(name: "actualSleep", kind: .double)])
        let fruit = try #require(
            CoreMLModelSource.description(ofModel: Array(Data(contentsOf: models.appendingPathComponent("FruitClassifier.mlmodel")))))
        #expect(fruit.inputs.map(\.kind) == [.double, .int64, .string])
        #expect(fruit.outputs.map(\.kind) == [.string, .dictionary(stringKeys: true)])
    }

    /// The classes Xcode's template writes: an input provider, an output
    /// provider and the model's class, with a prediction method that
    /// takes each input by name.
    @Test func theClassesAreXcodes() throws {
        let source = try #require(CoreMLModelSource.source(forModelsIn: models))
        for line in [
            "class SleepCalculatorInput : MLFeatureProvider {", "    var estimatedSleep: Double",
            "        if featureName == \"coffee\" { return MLFeatureValue(double: coffee) }",
            "class SleepCalculatorOutput : MLFeatureProvider {",
            "    var actualSleep: Double { provider.featureValue(for: \"actualSleep\")!.doubleValue }",
            "class SleepCalculator {", "    convenience init(configuration: MLModelConfiguration) throws {",
            "    func prediction(wake: Double, estimatedSleep: Double, coffee: Double) throws -> SleepCalculatorOutput {",
            "    var seeds: Int64", "    var labelProbability: [String : Double] {",
            "// PhotoTagger: no classes (features this package has no Swift type for: image (image))."
        ] {
            #expect(source.contains(line), "\(line)")
        }
    }

    /// A package's model (`NAME.mlpackage/Data/com.apple.CoreML/model.mlmodel`)
    /// is found by its package's name; a file that is not a model gets a
    /// comment, and a folder without models no source.
    @Test func packagesBadFilesAndNoModels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coreml-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("Sleep Model.mlpackage/Data/com.apple.CoreML")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: models.appendingPathComponent("SleepCalculator.mlmodel"), to: inner.appendingPathComponent("model.mlmodel"))
        try Data([0x0F, 0xFF, 0xFF]).write(to: folder.appendingPathComponent("Broken.mlmodel"))
        let source = try #require(CoreMLModelSource.source(forModelsIn: folder))
        #expect(source.contains("class Sleep_Model {") && source.contains("class Sleep_ModelInput : MLFeatureProvider {"))
        #expect(source.contains("forResource: \"Sleep Model\", withExtension: \"mlmodelc\""))
        #expect(source.contains("// Broken: not a Core ML model file that can be read; no classes."))
        #expect(CoreMLModelSource.source(forModelsIn: folder.appendingPathComponent("Sleep Model.mlpackage/Data/com.apple.CoreML/none")) == nil)
        #expect(CoreMLModelSource.identifier("class") == "`class`" && CoreMLModelSource.identifier("3d") == "_3d")
    }

    /// Bytes that are not a message: truncated lengths, groups, keys of
    /// field 0, empty descriptions.
    @Test func malformedBytesAreNotModels() {
        for bytes: [UInt8] in [
            [], [0x12, 0x05, 0x0A], [0x0B], [0x00, 0x01], [0x12, 0x00], [0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        ] {
            #expect(CoreMLModelSource.description(ofModel: bytes) == nil, "\(bytes)")
        }
    }
}

extension EndToEnd.PreviewCommandTests {
    /// BetterRest (100 Days of SwiftUI) previews unchanged beside its model:
    /// the model's classes are generated, the model loads, its prediction
    /// throws on this host, and the app shows its own error message; the
    /// host warns once.
    @Test func aCoreMLAppsPreviewTakesItsErrorPath() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("BetterRest")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: models.appendingPathComponent("SleepCalculator.mlmodel"), to: app.appendingPathComponent("SleepCalculator.mlmodel"))
        let view = app.appendingPathComponent("ContentView.swift")
        try Data(
            """
            import CoreML
            import SwiftUI

            struct ContentView: View {
                @State private var sleepAmount = 8.0
                @State private var coffeeAmount = 1

                var bedtime: String {
                    do {
                        let config = MLModelConfiguration()
                        let model = try SleepCalculator(configuration: config)
                        let prediction = try model.prediction(wake: 25200, estimatedSleep: sleepAmount, coffee: Double(coffeeAmount))
                        return "Bed at \\(prediction.actualSleep)"
                    } catch {
                        return "Sorry, there was a problem calculating your bedtime."
                    }
                }

                var body: some View {
                    Text(bedtime).frame(width: 400, height: 40)
                }
            }

            #Preview {
                ContentView()
            }
            """.utf8
        ).write(to: view)
        let run = try animateRun(["preview", view.path, "--size", "400x100", "--format", "svg"], in: directory)
        #expect(run.status == 0, "\(run.err)")
        let svg = try #require(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".svg") }.map {
                read(directory.appendingPathComponent($0))
            })
        #expect(svg.contains(">Sorry, there was a problem calculating your bedtime.<"))
        #expect(run.err.components(separatedBy: "runs no Core ML models").count == 2, "\(run.err)")
    }
}
