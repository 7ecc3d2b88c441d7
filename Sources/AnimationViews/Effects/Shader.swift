import AnimationCore
import Foundation

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`
/// (iOS 17): `ShaderLibrary.ripple(.float(t))` or
/// `ShaderLibrary.default.ripple(...)` names a function of the app's
/// `.metal` files.
///
/// There is no Metal on this host: shaders are named and given their
/// arguments, but not run; the effects that take them draw the view
/// unshaded and warn once (see `colorEffect(_:isEnabled:)`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the library comes from, for its description.
    let source: String

    /// The app's default library (its main bundle's `.metal` files).
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of a bundle.
    ///
    /// - Parameter bundle: The bundle.
    /// - Returns: Its library.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: bundle.bundlePath)
    }

    /// A library compiled into a file.
    ///
    /// - Parameter url: The `.metallib` file.
    public init(url: URL) {
        source = url.path
    }

    /// A library of compiled data.
    ///
    /// - Parameter data: The `.metallib` bytes.
    public init(data: Data) {
        source = "\(data.count) bytes"
    }

    init(source: String) {
        self.source = source
    }

    /// A function of the library, by name.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// A function of the default library, by name.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

/// A function of a shader library, called with its arguments to make a
/// ``Shader``, as SwiftUI's `ShaderFunction`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// Its library.
    public let library: ShaderLibrary
    /// Its name.
    public let name: String

    /// A function of a library.
    ///
    /// - Parameters:
    ///   - library: The library.
    ///   - name: The function's name.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader of the function with arguments.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader`.
public struct Shader: Equatable, Sendable {
    /// The function.
    public var function: ShaderFunction
    /// The arguments, after the ones SwiftUI passes itself.
    public var arguments: [Argument]
    /// Whether the result is dithered.
    public var dithersColor = false

    /// A shader of a function and arguments.
    ///
    /// - Parameters:
    ///   - function: The function.
    ///   - arguments: Its arguments.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// An argument of a shader function.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case image(String)
            case data(Data)
            case boundingRect
        }
        let value: Value

        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        /// A point's coordinates.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// A size's width and height.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// A vector's components.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// Numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        /// A color.
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// Colors.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(value: .image("\(image)")) }
        /// Bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of what is drawn.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }
}
