import CoreGraphics
import Foundation

// `import CoreImage.CIFilterBuiltins`: the built-in filters as types with
// properties, as in Core Image (the submodule is declared by the module
// map of `COSSubmodules`).

/// A filter's output, as in Core Image.
public protocol CIFilterProtocol: AnyObject {
    /// The filter's output image; `nil` when an input it needs is not set.
    var outputImage: CIImage? { get }
}

/// The `CISepiaTone` filter's inputs, as in Core Image.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
}

/// The `CIColorControls` filter's inputs, as in Core Image.
public protocol CIColorControls: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The saturation (1 leaves it).
    var saturation: Float { get set }
    /// The brightness added (0 leaves it).
    var brightness: Float { get set }
    /// The contrast (1 leaves it).
    var contrast: Float { get set }
}

/// The `CIColorInvert` filter's inputs, as in Core Image.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
}

/// The `CIColorMonochrome` filter's inputs, as in Core Image.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The color.
    var color: CIColor { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
}

/// The `CIPhotoEffectMono` filter's inputs, as in Core Image.
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
}

/// The `CIGaussianBlur` filter's inputs, as in Core Image.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
}

/// The `CIUnsharpMask` filter's inputs, as in Core Image.
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
}

/// The `CIEdges` filter's inputs, as in Core Image.
public protocol CIEdges: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
}

/// The `CIPixellate` filter's inputs, as in Core Image.
public protocol CIPixellate: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The center, in Core Image's coordinates.
    var center: CGPoint { get set }
    /// The size of the squares, in pixels.
    var scale: Float { get set }
}

/// The `CICrystallize` filter's inputs, as in Core Image.
public protocol CICrystallize: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
    /// The center, in Core Image's coordinates.
    var center: CGPoint { get set }
}

/// The `CIVignette` filter's inputs, as in Core Image.
public protocol CIVignette: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
}

/// The `CITwirlDistortion` filter's inputs, as in Core Image.
public protocol CITwirlDistortion: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The center, in Core Image's coordinates.
    var center: CGPoint { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
    /// The angle, in radians.
    var angle: Float { get set }
}

/// The `CIQRCodeGenerator` filter's inputs, as in Core Image.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// The error correction level: L, M, Q or H.
    var correctionLevel: String { get set }
}

/// The `CIConstantColorGenerator` filter's inputs, as in Core Image.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The color.
    var color: CIColor { get set }
}

/// The `CIWhitePointAdjust` filter's inputs, as in Core Image.
public protocol CIWhitePointAdjust: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The color the image's white becomes.
    var color: CIColor { get set }
}

/// The `CIBoxBlur` filter's inputs, as in Core Image.
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
}

/// The `CIBloom` filter's inputs, as in Core Image.
public protocol CIBloom: CIFilterProtocol {
    /// The image filtered.
    var inputImage: CIImage? { get set }
    /// The radius, in pixels.
    var radius: Float { get set }
    /// How strongly it applies.
    var intensity: Float { get set }
}
