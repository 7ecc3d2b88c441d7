import CoreML
import SwiftUI

// A model used through Core ML's own types, as apps that load a model
// file at run time write it; the prediction fails on the headless host and
// the view says so.
struct TipEstimator: View {
    @State private var bill = 42.0
    @State private var message = ""

    var body: some View {
        VStack(spacing: 12) {
            Text("Bill: \(bill, specifier: "%.2f")")
            Button("Estimate") { estimate() }
            Text(message)
        }
    }

    func estimate() {
        do {
            let config = MLModelConfiguration()
            config.computeUnits = .cpuOnly
            let url = Bundle.main.url(forResource: "TipModel", withExtension: "mlmodelc") ?? URL(fileURLWithPath: "TipModel.mlmodelc")
            let model = try MLModel(contentsOf: url, configuration: config)
            let input = try MLDictionaryFeatureProvider(dictionary: ["bill": bill, "party": 2])
            let output = try model.prediction(from: input)
            message = "Tip: \(output.featureValue(for: "tip")?.doubleValue ?? 0)"
        } catch {
            message = "Could not estimate: \(error.localizedDescription)"
        }
    }
}
