#if Cairo
import AnimationCore
import AnimationRender
import AnimationViews
import Foundation
import Testing

@MainActor
@Suite("luminanceToAlpha in PNG")
struct LuminanceToAlphaTests {
    @Test func luminanceBecomesAlpha() {
        // White becomes opaque black; black becomes clear (the white page
        // shows); 50 % gray (sRGB 128: luminance 128/255) half-black.
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.white.frame(width: 10, height: 10)
                Color.black.frame(width: 10, height: 10)
                Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255).frame(width: 10, height: 10)
            }
            .luminanceToAlpha(),
            size: CGSize(width: 30, height: 10))
        let image = PNGRenderer(size: host.size).image(host.displayList)
        let white = image.pixel(x: 5, y: 5), black = image.pixel(x: 15, y: 5), gray = image.pixel(x: 25, y: 5)
        #expect((white.red, white.green, white.blue) == (0, 0, 0))
        #expect((black.red, black.green, black.blue) == (255, 255, 255))
        #expect(abs(Int(gray.red) - 127) <= 2, "\(gray)")
    }
}
#endif
