import Foundation
@testable import SwiftUI
import Testing

@MainActor
@Suite("Shader effects draw unshaded")
struct ShaderBehaviourTests {
    /// Each shaded view is drawn as it is, in full, and the host is warned
    /// once for each shader it does not run; a disabled effect warns not.
    @Test func shadedViewsAreDrawnAsTheyAreAndWarn() throws {
        let host = ViewHost(RippleCard(), size: CGSize(width: 300, height: 400))
        for name in ["Ripple", "Wave", "Pixellate", "Off"] {
            let view = try #require(host.find(text: name))
            #expect(view.opacity == 1 && view.frame.width > 0)
        }
        let warnings = host.warnings
        #expect(warnings.contains { $0.contains("ripple") } && warnings.contains { $0.contains("wave") })
        #expect(!warnings.contains { $0.contains("noise") })
        let shader = ShaderLibrary.default.ripple(.float(1), .float2(CGPoint(x: 1, y: 2)))
        #expect(shader.function.name == "ripple" && shader.arguments.count == 2)
        #expect(ShaderLibrary.ripple(.float(1), .float2(CGPoint(x: 1, y: 2))) == shader)
    }
}
