import AnimationViews
import CoreImage.CIFilterBuiltins
import Foundation
@testable import CoreImage
@testable import SwiftUI
import TestSupport
import Testing

/// A bitmap of 8-bit RGBA pixels, rows from the top.
private func bitmap(_ width: Int, _ height: Int, _ pixels: [[UInt8]]) throws -> CGImage {
    try #require(CGImage(width: width, height: height, rgba: pixels.flatMap { $0 }))
}

/// The pixels of a bitmap, each as [r, g, b, a].
private func pixels(_ image: CGImage) -> [[UInt8]] {
    stride(from: 0, to: image.rgba.count, by: 4).map { Array(image.rgba[$0..<$0 + 4]) }
}

@MainActor
@Suite("Core Image")
struct CoreImageBehaviourTests {
    /// QR codes module for module as python-qrcode 8.2 (an independent
    /// ISO/IEC 18004 encoder) makes them with the same mask: versions 1 to
    /// 7 (version information included), levels L, M, Q and H.
    @Test func qrCodesMatchAnIndependentEncoder() throws {
        struct Fixture: Decodable {
            struct Symbol: Decodable {
                var message: String, level: String, mask: Int, version: Int, rows: [String]
            }
            var symbols: [Symbol]
        }
        let url = TestPaths.tests.appendingPathComponent("Fixtures/CoreImage/qrcodes.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        #expect(fixture.symbols.count == 5)
        for symbol in fixture.symbols {
            let level = try #require(QRCodeEncoder.Level(letter: symbol.level))
            let code = try #require(QRCodeEncoder(bytes: Array(symbol.message.utf8), level: level, mask: symbol.mask))
            #expect(code.version == symbol.version, "\(symbol.message.prefix(12))")
            let rows = (0..<code.size).map { y in String((0..<code.size).map { code.isDark($0, y) ? "1" : "0" }) }
            #expect(rows == symbol.rows, "\(symbol.message.prefix(12)) at level \(symbol.level)")
        }
    }

    /// The filter draws the chosen symbol one pixel a module, black on
    /// white, inside a one-module quiet zone: "Hello" at level M is version
    /// 1 (21 modules), so 23 × 23 pixels; python-qrcode's penalty also picks
    /// mask 2 for it.
    @Test func qrCodeGeneratorDrawsOnePixelAModule() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        #expect(filter.correctionLevel == "M")
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let image = try #require(CIContext().createCGImage(output, from: output.extent))
        let px = pixels(image)
        #expect(px[0] == [255, 255, 255, 255])  // quiet zone
        #expect(px[1 * 23 + 1] == [0, 0, 0, 255])  // the finder's corner
        #expect(QRCodeEncoder(bytes: Array("Hello".utf8), level: .M)?.mask == 2)
        // The app's view shows it at 200 × 200 points.
        let host = ViewHost(MeCodeView(name: "Paul", emailAddress: "paul@example.com"), size: CGSize(width: 300, height: 300))
        #expect(host.find(id: "code")?.frame.size == CGSize(width: 200, height: 200))
        #expect(UIImage(cgImage: image).size == CGSize(width: 23, height: 23))
    }

    /// Sepia at intensity 1 is the W3C matrix on sRGB values: white
    /// becomes (1.351, 1.203, 0.937) clamped, so (255, 255, 239); gray 128
    /// becomes 0.50196 × those sums: (173, 154, 120).
    @Test func sepiaToneFollowsItsMatrix() throws {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = CIImage(cgImage: try bitmap(2, 1, [[255, 255, 255, 255], [128, 128, 128, 255]]))
        filter.intensity = 1
        let output = try #require(filter.outputImage)
        let px = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(px == [[255, 255, 239, 255], [173, 154, 120, 255]])
        // Intensity 0 leaves the image; a NaN intensity is the default (1).
        filter.intensity = 0
        #expect(pixels(try #require(CIContext().createCGImage(filter.outputImage!, from: output.extent)))[1] == [128, 128, 128, 255])
        filter.setValue(Double.nan, forKey: kCIInputIntensityKey)
        #expect(pixels(try #require(CIContext().createCGImage(filter.outputImage!, from: output.extent)))[1] == [173, 154, 120, 255])
    }

    /// Pixellate with squares of 2 centered on (1, 1): squares [0, 2] and
    /// [2, 4] take the pixels at their centers' lower left, 0 and 2.
    @Test func pixellateTakesEachSquaresCenter() throws {
        let row: [[UInt8]] = [[10, 0, 0, 255], [20, 0, 0, 255], [30, 0, 0, 255], [40, 0, 0, 255]]
        let output = try #require(
            CIImage(cgImage: try bitmap(4, 1, row)).applyingFilter("CIPixellate", parameters: [
                kCIInputScaleKey: 2, kCIInputCenterKey: CIVector(x: 1, y: 1),
            ]) as CIImage?)
        let px = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(px.map { $0[0] } == [10, 10, 30, 30])
    }

    /// A Gaussian blur of radius 1 spreads one white pixel over 7 × 7: the
    /// extent grows by 3σ, and the middle keeps w₀² of its alpha, where
    /// w₀ = 1 / (1 + 2(e^-½ + e^-2 + e^-4.5)) = 0.39905: 0.15924, alpha 41.
    @Test func gaussianBlurSpreadsOverThreeDeviations() throws {
        let output = CIImage(cgImage: try bitmap(1, 1, [[255, 255, 255, 255]])).applyingGaussianBlur(sigma: 1)
        #expect(output.extent == CGRect(x: -3, y: -3, width: 7, height: 7))
        let px = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(px[3 * 7 + 3] == [255, 255, 255, 41])
        #expect(px[0][3] == 0)
    }

    /// A box blur of radius 1 spreads one white pixel evenly over 3 × 3:
    /// each keeps 1/9 of its alpha (28.3, so 28).
    @Test func boxBlurAveragesASquare() throws {
        let filter = CIFilter.boxBlur()
        filter.inputImage = CIImage(cgImage: try bitmap(1, 1, [[255, 255, 255, 255]]))
        filter.radius = 1
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: -1, y: -1, width: 3, height: 3))
        let px = pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        #expect(px.allSatisfy { $0 == [255, 255, 255, 28] })
    }

    /// An app's filter screen: with a decoder (the Cairo trait) the photo's
    /// pixels go through the filter into the drawn image; without one,
    /// `CIImage(image:)` is nil, nothing is drawn, and the host is warned.
    @Test func filterScreenShowsTheFilteredPhoto() throws {
        let photo = try #require(UIImage(contentsOfFile: TestPaths.fixtureAssets.appendingPathComponent("checker.png").path))
        let host = ViewHost(FilterScreen(inputImage: photo), size: CGSize(width: 200, height: 100))
        if ImagePixels.canDecode {
            #expect(CIImage(image: photo)?.extent == CGRect(x: 0, y: 0, width: 4, height: 2))
            // The frame is placed on the 3x pixel grid: its edges are
            // thirds of a point, so its size is 20 to within a rounding error.
            let size = try #require(host.find(id: "filtered")).frame.size
            #expect(abs(size.width - 40) < 1e-9 && abs(size.height - 20) < 1e-9)
        } else {
            #expect(CIImage(image: photo) == nil)
            #expect(host.find(id: "filtered") == nil)
            #expect(host.warnings.contains { $0.contains("Core Image") })
        }
    }

    /// Unknown names, missing inputs and rectangles that cannot be
    /// rendered give `nil`, as in Core Image.
    @Test func badInputGivesNil() throws {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter.qrCodeGenerator().outputImage == nil)
        let qr = CIFilter(name: "CIQRCodeGenerator", parameters: ["inputMessage": Data("x".utf8), "inputCorrectionLevel": "Z"])
        #expect(qr?.outputImage == nil)
        #expect(CIFilter.sepiaTone().outputImage == nil)
        let context = CIContext()
        let red = CIImage(color: .red)
        #expect(red.extent.isInfinite)
        #expect(context.createCGImage(red, from: red.extent) == nil)
        #expect(context.createCGImage(red, from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)) == nil)
        let one = try #require(context.createCGImage(red, from: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(pixels(one) == [[255, 0, 0, 255]])
        #expect(CIFilter.localizedName(forFilterName: "CISepiaTone") == "Sepia Tone")
        #expect(CIFilter.filterNames(inCategory: kCICategoryBuiltIn).contains("CITwirlDistortion"))
    }

    /// Instafilter's adjustments, worked out by hand in linear light:
    /// exposure +1 stop doubles gray 128's 0.2158 to 0.4316, encoded 175.5;
    /// a clamp of red at 0.5 linear encodes 187.5; the comic effect leaves
    /// a flat image as it is and inks the edge between black and white.
    @Test func adjustmentsWorkInLinearLight() throws {
        func render(_ image: CIImage?) throws -> [[UInt8]] {
            let output = try #require(image)
            return pixels(try #require(CIContext().createCGImage(output, from: output.extent)))
        }
        let exposure = CIFilter.exposureAdjust()
        #expect(exposure.ev == 0.5)
        exposure.inputImage = CIImage(cgImage: try bitmap(1, 1, [[128, 128, 128, 255]]))
        exposure.ev = 1
        #expect(abs(Int(try render(exposure.outputImage)[0][0]) - 175) <= 1)
        let clamp = CIFilter.colorClamp()
        clamp.inputImage = CIImage(cgImage: try bitmap(2, 1, [[255, 0, 0, 255], [0, 0, 255, 255]]))
        clamp.maxComponents = CIVector(x: 0.5, y: 1, z: 1, w: 1)
        let clamped = try render(clamp.outputImage)
        #expect(abs(Int(clamped[0][0]) - 187) <= 1 && clamped[0][3] == 255)
        #expect(clamped[1] == [0, 0, 255, 255])
        let flat = CIFilter.comicEffect()
        flat.inputImage = CIImage(cgImage: try bitmap(3, 1, [[200, 40, 40, 255], [200, 40, 40, 255], [200, 40, 40, 255]]))
        #expect(try render(flat.outputImage) == Array(repeating: [200, 40, 40, 255], count: 3))
        let edge = CIFilter.comicEffect()
        edge.inputImage = CIImage(cgImage: try bitmap(4, 1, [[255, 255, 255, 255], [255, 255, 255, 255], [0, 0, 0, 255], [0, 0, 0, 255]]))
        let inked = try render(edge.outputImage)
        #expect(inked[0] == [255, 255, 255, 255] && inked[1][0] < 64)
    }
}
