import AnimationViews
import CoreML
import Foundation
@testable import SwiftUI
import TestSupport
import Testing

@MainActor
@Suite("Core ML on the headless host")
struct CoreMLBehaviourTests {
    /// The model loads; its prediction throws, the view shows the error's
    /// description, and the host is warned once.
    @Test func aPredictionFailsAndTheViewSaysSo() throws {
        let host = ViewHost(TipEstimator(), size: CGSize(width: 390, height: 300))
        #expect(tap("Estimate", in: host))
        host.advance(by: 0.1)
        #expect(host.find(text: "Could not estimate: Core ML models do not run on this host: TipModel predicted nothing") != nil)
        #expect(host.warnings.filter { $0.contains("runs no Core ML models") }.count == 1, "\(host.warnings)")
    }

    /// Feature values read as their type, and as the zero of any other
    /// (Core ML's documented accessors); dictionaries take string and
    /// integer keys only; providers convert numbers and strings.
    @Test func featureValuesAndProviders() throws {
        let double = MLFeatureValue(double: 2.75)
        #expect(double.type == .double && double.doubleValue == 2.75 && double.int64Value == 2 && double.stringValue.isEmpty)
        #expect(MLFeatureValue(int64: 7).doubleValue == 7 && MLFeatureValue(string: "a").doubleValue == 0)
        #expect(MLFeatureValue(undefined: .string).isUndefined && MLFeatureValue(undefined: .string).type == .string)
        #expect(MLFeatureValue(double: .nan).int64Value == 0 && MLFeatureValue(double: 1e300).int64Value == 0)
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [AnyHashable(1.5): NSNumber(value: 1)]) }
        #expect(throws: MLModelError.self) { try MLFeatureValue(dictionary: [AnyHashable(UInt64.max): NSNumber(value: 1)]) }
        // Integer keys come back as Int64, which generated classes read.
        let probabilities = try MLFeatureValue(dictionary: [3: NSNumber(value: 0.75), "cat": NSNumber(value: 0.25)])
        let keys = probabilities.dictionaryValue.keys
        #expect(keys.contains { $0.base as? Int64 == 3 } && keys.contains { $0.base as? String == "cat" })
        #expect(probabilities.dictionaryValue[AnyHashable(Int64(3))]?.doubleValue == 0.75)
        let provider = try MLDictionaryFeatureProvider(dictionary: ["n": 3, "x": 0.5, "s": "hi"])
        #expect(provider.featureNames == ["n", "x", "s"])
        #expect(provider["n"]?.type == .int64 && provider["x"]?.doubleValue == 0.5 && provider["s"]?.stringValue == "hi")
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["date": Date()]) }
        #expect(throws: MLModelError.self) { _ = try MLModel.compileModel(at: URL(fileURLWithPath: "Model.mlmodel")) }
    }

    /// Arrays are row-major with the strides of their shape; an `int32`
    /// array keeps whole numbers; bad shapes throw.
    @Test func multiArrays() throws {
        let array = try MLMultiArray(shape: [2, 3], dataType: .int32)
        #expect(array.count == 6 && array.strides == [3, 1])
        array[[1, 2]] = 4.7
        #expect(array[5].doubleValue == 4 && array[[1, 2]].intValue == 4)
        let floats = try MLMultiArray(shape: [1], dataType: .float32)
        floats[0] = NSNumber(value: 0.1)
        #expect(floats[0].doubleValue == Double(Float(0.1)))
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [], dataType: .double) }
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["shape": [1, 2]]) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [2, 0], dataType: .double) }
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [NSNumber(value: 1 << 20), NSNumber(value: 1 << 20)], dataType: .double) }
    }

    /// An index outside the array, or the wrong number of indices, stops
    /// the process with a message (Core ML raises an exception).
    @Test func anIndexOutsideTheArrayStops() async {
        await #expect(processExitsWith: .failure) {
            let array = try MLMultiArray(shape: [2], dataType: .double)
            _ = array[2]
        }
        await #expect(processExitsWith: .failure) {
            let array = try MLMultiArray(shape: [2, 2], dataType: .double)
            _ = array[[1]]
        }
    }
}
