import CoreGraphics
import Foundation

/// An image filter, as in Core Image: named inputs set by key (or through
/// the typed properties of `CIFilterBuiltins`), and an output image
/// computed when it is read.
///
/// `CIFilter(name:)` knows the filters this package computes (see
/// ``filterNames(inCategory:)``); any other name gives `nil`, as an
/// unknown name does on Apple's systems.
open class CIFilter: NSObject, @unchecked Sendable {
    /// What the filter is.
    package let descriptor: CIFilterDescriptor
    /// The inputs' values by key.
    package var values: [String: Any] = [:]

    /// A filter of a descriptor, with its default values.
    package init(descriptor: CIFilterDescriptor) {
        self.descriptor = descriptor
        super.init()
        setDefaults()
    }

    /// The filter of a name, with its default values; `nil` when no filter
    /// has the name.
    ///
    /// - Parameter name: The name (`"CISepiaTone"`).
    public convenience init?(name: String) {
        guard let descriptor = CIFilterDescriptor.named(name) else { return nil }
        self.init(descriptor: descriptor)
    }

    /// The filter of a name, with values set; `nil` when no filter has the
    /// name.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - params: Values by input key.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter's name.
    open var name: String { descriptor.name }

    /// The keys of its inputs.
    open var inputKeys: [String] { descriptor.inputs.map(\.key) }

    /// The keys of its outputs: the output image.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's output: computed now from the inputs; `nil` when an
    /// input it needs (an image, a message) is not set.
    open var outputImage: CIImage? {
        descriptor.apply(CIFilterInputs(values: values, descriptor: descriptor))
    }

    /// Sets an input's value (`nil` clears it). Keys that are not inputs
    /// are kept and read back, and change nothing.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The input's key.
    open func setValue(_ value: Any?, forKey key: String) {
        if let value, !CIFilterInputs.isNil(value) {
            values[key] = value
        } else {
            values[key] = nil
        }
    }

    /// Sets an input's value by a key path of one key.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: The input's key.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, forKey: keyPath)
    }

    /// An input's value, or the output image for `"outputImage"`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The value.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// Sets every input that has a default to it.
    open func setDefaults() {
        for input in descriptor.inputs {
            if let value = input.defaultValue.value { values[input.key] = value }
        }
    }

    /// The filter's name, display name, categories and inputs' defaults.
    open var attributes: [String: Any] {
        var attributes: [String: Any] = [
            kCIAttributeFilterName: descriptor.name, kCIAttributeFilterDisplayName: descriptor.displayName,
            kCIAttributeFilterCategories: descriptor.categories
        ]
        for input in descriptor.inputs {
            if let value = input.defaultValue.value { attributes[input.key] = [kCIAttributeDefault: value] }
        }
        return attributes
    }

    /// The display name of a filter's name; `nil` for an unknown name.
    ///
    /// - Parameter filterName: The name.
    /// - Returns: The display name (`"Sepia Tone"`).
    open class func localizedName(forFilterName filterName: String) -> String? {
        CIFilterDescriptor.named(filterName)?.displayName
    }

    /// The names of the filters of a category (every filter for `nil` or
    /// `kCICategoryBuiltIn`).
    ///
    /// - Parameter category: The category.
    /// - Returns: The names.
    open class func filterNames(inCategory category: String?) -> [String] {
        CIFilterDescriptor.all.filter { category == nil || $0.categories.contains(category!) }.map(\.name)
    }

    /// The names of the filters in every one of some categories.
    ///
    /// - Parameter categories: The categories.
    /// - Returns: The names.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        CIFilterDescriptor.all.filter { d in (categories ?? []).allSatisfy { d.categories.contains($0) } }.map(\.name)
    }
}
