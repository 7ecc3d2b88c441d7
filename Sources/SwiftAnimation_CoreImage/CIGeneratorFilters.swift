import CoreGraphics
import Foundation

extension CIFilterDescriptor {
    /// `CIQRCodeGenerator`: the QR code (ISO/IEC 18004) of the message's
    /// bytes at the correction level (`"L"`, `"M"` (default), `"Q"` or
    /// `"H"`), one pixel a module, black on white, with a quiet zone of
    /// one module on each side (Apple documents the module size, not the
    /// margin; one module is this package's choice). `nil` without a
    /// message, for an unknown level, or when the message is longer than
    /// version 40 holds.
    static let qrCodeGenerator = CIFilterDescriptor(
        name: "CIQRCodeGenerator", displayName: "QR Code Generator", categories: [kCICategoryBuiltIn, "CICategoryGenerator"],
        inputs: [("inputMessage", .none), ("inputCorrectionLevel", .string("M"))]
    ) { inputs in
        guard let message = inputs.data("inputMessage"),
            let level = QRCodeEncoder.Level(letter: inputs.string("inputCorrectionLevel")),
            let code = QRCodeEncoder(bytes: Array(message), level: level)
        else { return nil }
        let side = code.size + 2
        var bitmap = CIBitmap(originX: 0, originY: 0, width: side, height: side)
        for row in 0..<side {
            for column in 0..<side {
                let x = column - 1, y = row - 1
                let dark = x >= 0 && y >= 0 && x < code.size && y < code.size && code.isDark(x, y)
                bitmap.pixels[row * side + column] = dark ? SIMD4(0, 0, 0, 1) : SIMD4(1, 1, 1, 1)
            }
        }
        return CIImage(content: .bitmap(bitmap))
    }
}
