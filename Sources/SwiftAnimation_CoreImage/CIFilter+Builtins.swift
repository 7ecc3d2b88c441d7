import CoreGraphics
import Foundation

extension CIFilter {
    /// The `CISepiaTone` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func sepiaTone() -> CIFilter & CISepiaTone { _CISepiaToneFilter(descriptor: CIFilterDescriptor.sepiaTone) }

    /// The `CIColorControls` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func colorControls() -> CIFilter & CIColorControls { _CIColorControlsFilter(descriptor: CIFilterDescriptor.colorControls) }

    /// The `CIColorInvert` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func colorInvert() -> CIFilter & CIColorInvert { _CIColorInvertFilter(descriptor: CIFilterDescriptor.colorInvert) }

    /// The `CIColorMonochrome` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { _CIColorMonochromeFilter(descriptor: CIFilterDescriptor.colorMonochrome) }

    /// The `CIPhotoEffectMono` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { _CIPhotoEffectFilter(descriptor: CIFilterDescriptor.photoEffectMono) }

    /// The `CIGaussianBlur` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { _CIGaussianBlurFilter(descriptor: CIFilterDescriptor.gaussianBlur) }

    /// The `CIUnsharpMask` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func unsharpMask() -> CIFilter & CIUnsharpMask { _CIUnsharpMaskFilter(descriptor: CIFilterDescriptor.unsharpMask) }

    /// The `CIEdges` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func edges() -> CIFilter & CIEdges { _CIEdgesFilter(descriptor: CIFilterDescriptor.edges) }

    /// The `CIPixellate` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func pixellate() -> CIFilter & CIPixellate { _CIPixellateFilter(descriptor: CIFilterDescriptor.pixellate) }

    /// The `CICrystallize` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func crystallize() -> CIFilter & CICrystallize { _CICrystallizeFilter(descriptor: CIFilterDescriptor.crystallize) }

    /// The `CIVignette` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func vignette() -> CIFilter & CIVignette { _CIVignetteFilter(descriptor: CIFilterDescriptor.vignette) }

    /// The `CITwirlDistortion` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func twirlDistortion() -> CIFilter & CITwirlDistortion { _CITwirlDistortionFilter(descriptor: CIFilterDescriptor.twirlDistortion) }

    /// The `CIQRCodeGenerator` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { _CIQRCodeGeneratorFilter(descriptor: CIFilterDescriptor.qrCodeGenerator) }

    /// The `CIConstantColorGenerator` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
        _CIConstantColorGeneratorFilter(descriptor: CIFilterDescriptor.constantColorGenerator)
    }

    /// The `CIWhitePointAdjust` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func whitePointAdjust() -> CIFilter & CIWhitePointAdjust {
        _CIWhitePointAdjustFilter(descriptor: CIFilterDescriptor.whitePointAdjust)
    }

    /// The `CIBoxBlur` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func boxBlur() -> CIFilter & CIBoxBlur { _CIBoxBlurFilter(descriptor: CIFilterDescriptor.boxBlur) }

    /// The `CIBloom` filter, with its default values.
    ///
    /// - Returns: The filter.
    public class func bloom() -> CIFilter & CIBloom { _CIBloomFilter(descriptor: CIFilterDescriptor.bloom) }
}
