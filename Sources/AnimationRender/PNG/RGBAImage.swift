import Foundation

/// An image as 8-bit RGBA pixels, row by row from the top.
public struct RGBAImage: Sendable, Equatable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Red, green, blue and alpha of each pixel.
    public var pixels: [UInt8]

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - pixels: `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage: pixels must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The color of a pixel.
    ///
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The row.
    /// - Returns: Red, green, blue and alpha.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}
