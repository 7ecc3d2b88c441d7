import SwiftUI

// Metal shader effects as iOS 17 code writes them (the shaders live in the
// app's .metal files, which this host does not run).

struct RippleCard: View {
    @State private var start = Date.now

    var body: some View {
        VStack(spacing: 20) {
            Text("Ripple")
                .padding()
                .background(.blue)
                .colorEffect(ShaderLibrary.ripple(.float(2), .color(.white)))
            Text("Wave")
                .distortionEffect(ShaderLibrary.default.wave(.float(start.timeIntervalSinceNow), .float2(CGSize(width: 10, height: 4))), maxSampleOffset: CGSize(width: 10, height: 10))
            Text("Pixellate")
                .visualEffect { content, proxy in
                    content.layerEffect(ShaderLibrary.pixellate(.float(8), .boundingRect), maxSampleOffset: .zero)
                }
            Text("Off")
                .colorEffect(ShaderLibrary.noise(), isEnabled: false)
        }
    }
}
