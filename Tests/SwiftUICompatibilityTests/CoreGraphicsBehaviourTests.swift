import CoreGraphics
import SwiftUI
import TestSupport
import Testing

/// Core Graphics' colors as SwiftUI and UIKit code reaches them.
@MainActor
@Suite("Core Graphics colors")
struct CoreGraphicsBehaviourTests {
    @Test func aColorKeepsItsSpaceAndComponents() throws {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange.components == [1, 0.5, 0, 1] && orange.numberOfComponents == 4 && orange.alpha == 1)
        #expect(orange.colorSpace?.name == CGColorSpace.sRGB && orange.colorSpace?.model == .rgb)
        let gray = CGColor(gray: 0.25, alpha: 0.5)
        #expect(gray.components == [0.25, 0.5] && gray.colorSpace?.model == .monochrome)
        #expect(gray.copy(alpha: 1)?.components == [0.25, 1])
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1) && CGColor.clear.alpha == 0)
        // Not finite components count as 0; alpha is clamped to 0...1.
        #expect(CGColor(red: .nan, green: .infinity, blue: 0.5, alpha: 3).components == [0, 0, 0.5, 1])
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "not a space") == nil)
    }

    @Test func swiftUIAndUIKitColorsCrossToCoreGraphicsAndBack() throws {
        let host = ViewHost(Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        #expect(host.warnings.isEmpty)
        let resolved = Color(cgColor: CGColor(gray: 0.5, alpha: 1)).resolve(in: EnvironmentValues())
        #expect(abs(resolved.red - 0.5) < 1e-6 && abs(resolved.green - 0.5) < 1e-6 && abs(resolved.blue - 0.5) < 1e-6)
        let ui = UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        var alpha: CGFloat = 0
        var blue: CGFloat = 0
        ui.getRed(nil, green: nil, blue: &blue, alpha: &alpha)
        #expect(blue == 1 && alpha == 0.5)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components == [1, 0, 0, 1])
        #expect(Color.red.cgColor?.numberOfComponents == 4)
    }
}
