import CoreGraphics
import Foundation

// The classes the typed built-in filters are; each reads and writes the
// inputs by key, so the typed and the key-value forms agree.

final class _CISepiaToneFilter: CIFilter, CISepiaTone, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
}

final class _CIColorControlsFilter: CIFilter, CIColorControls, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var saturation: Float {
        get { Float(CIFilterInputs.number(values[kCIInputSaturationKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { Float(CIFilterInputs.number(values[kCIInputBrightnessKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { Float(CIFilterInputs.number(values[kCIInputContrastKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputContrastKey) }
    }
}

final class _CIColorInvertFilter: CIFilter, CIColorInvert, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

final class _CIColorMonochromeFilter: CIFilter, CIColorMonochrome, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var color: CIColor {
        get { values[kCIInputColorKey] as? CIColor ?? .black }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
}

final class _CIPhotoEffectFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

final class _CIGaussianBlurFilter: CIFilter, CIGaussianBlur, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
}

final class _CIUnsharpMaskFilter: CIFilter, CIUnsharpMask, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
}

final class _CIEdgesFilter: CIFilter, CIEdges, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
}

final class _CIPixellateFilter: CIFilter, CIPixellate, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var center: CGPoint {
        get { (values[kCIInputCenterKey] as? CIVector)?.cgPointValue ?? (values[kCIInputCenterKey] as? CGPoint) ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var scale: Float {
        get { Float(CIFilterInputs.number(values[kCIInputScaleKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputScaleKey) }
    }
}

final class _CICrystallizeFilter: CIFilter, CICrystallize, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
    var center: CGPoint {
        get { (values[kCIInputCenterKey] as? CIVector)?.cgPointValue ?? (values[kCIInputCenterKey] as? CGPoint) ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
}

final class _CIVignetteFilter: CIFilter, CIVignette, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
}

final class _CITwirlDistortionFilter: CIFilter, CITwirlDistortion, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var center: CGPoint {
        get { (values[kCIInputCenterKey] as? CIVector)?.cgPointValue ?? (values[kCIInputCenterKey] as? CGPoint) ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
    var angle: Float {
        get { Float(CIFilterInputs.number(values[kCIInputAngleKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputAngleKey) }
    }
}

final class _CIQRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator, @unchecked Sendable {
    var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var correctionLevel: String {
        get { values["inputCorrectionLevel"] as? String ?? "" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
}

final class _CIConstantColorGeneratorFilter: CIFilter, CIConstantColorGenerator, @unchecked Sendable {
    var color: CIColor {
        get { values[kCIInputColorKey] as? CIColor ?? .black }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
}

final class _CIWhitePointAdjustFilter: CIFilter, CIWhitePointAdjust, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var color: CIColor {
        get { values[kCIInputColorKey] as? CIColor ?? .white }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
}

final class _CIBoxBlurFilter: CIFilter, CIBoxBlur, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
}

final class _CIBloomFilter: CIFilter, CIBloom, @unchecked Sendable {
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { Float(CIFilterInputs.number(values[kCIInputRadiusKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputRadiusKey) }
    }
    var intensity: Float {
        get { Float(CIFilterInputs.number(values[kCIInputIntensityKey]) ?? 0) }
        set { setValue(NSNumber(value: newValue), forKey: kCIInputIntensityKey) }
    }
}
