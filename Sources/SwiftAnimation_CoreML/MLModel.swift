import AnimationViews
import Foundation

/// Where a model may run, as Core ML's `MLComputeUnits` (the headless host
/// runs none).
public enum MLComputeUnits: Int, Sendable {
    /// The CPU.
    case cpuOnly = 0
    /// The CPU and the GPU.
    case cpuAndGPU = 1
    /// Every unit.
    case all = 2
    /// The CPU and the Neural Engine.
    case cpuAndNeuralEngine = 3
}

/// How a model is loaded, as Core ML's `MLModelConfiguration`.
public final class MLModelConfiguration: @unchecked Sendable {
    /// Where the model may run (`.all` by default).
    public var computeUnits: MLComputeUnits = .all
    /// Whether the GPU may accumulate in 16 bits.
    public var allowLowPrecisionAccumulationOnGPU = false
    /// The name shown for the model.
    public var modelDisplayName: String?

    /// The default configuration.
    public init() {}
}

/// Options of one prediction, as Core ML's `MLPredictionOptions`.
public final class MLPredictionOptions: @unchecked Sendable {
    /// Whether to run on the CPU only (deprecated by Apple for
    /// `MLModelConfiguration.computeUnits`).
    public var usesCPUOnly = false

    /// The default options.
    public init() {}
}

/// Why a model failed, as Core ML's `MLModelError`.
public struct MLModelError: Error, CustomNSError, Hashable, CustomStringConvertible {
    /// The kinds of failure (Apple's raw values).
    public enum Code: Int, Sendable {
        /// Anything else.
        case generic = 0
        /// A value of the wrong type.
        case featureType = 1
        /// A file that cannot be read.
        case io = 3
        /// A custom layer.
        case customLayer = 4
        /// A custom model.
        case customModel = 5
        /// An update task.
        case update = 6
        /// A parameter.
        case parameters = 7
        /// Fetching a decryption key.
        case modelDecryptionKeyFetch = 8
        /// Decrypting a model.
        case modelDecryption = 9
        /// A model collection.
        case modelCollection = 10
        /// A cancelled prediction.
        case predictionCancelled = 11
    }

    /// The kind of failure.
    public let code: Code
    /// What happened, in words.
    public let message: String

    /// An error of a kind.
    ///
    /// - Parameters:
    ///   - code: The kind.
    ///   - message: What happened.
    public init(_ code: Code, _ message: String = "") {
        self.code = code
        self.message = message
    }

    /// Core ML's error domain.
    public static var errorDomain: String { "com.apple.CoreML" }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The message as the localized description.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// The message.
    public var description: String { message }
    /// The message.
    public var localizedDescription: String { message }
}

/// A feature a model takes or gives: its name and type.
public struct MLFeatureDescription: Hashable, Sendable {
    /// The name.
    public let name: String
    /// The type.
    public let type: MLFeatureType
    /// Whether it may be missing.
    public let isOptional: Bool

    /// A feature.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - type: The type.
    ///   - isOptional: Whether it may be missing.
    public init(name: String, type: MLFeatureType, isOptional: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }
}

/// What a model takes and gives, as Core ML's `MLModelDescription`.
public struct MLModelDescription: Sendable {
    /// The inputs by name.
    public let inputDescriptionsByName: [String: MLFeatureDescription]
    /// The outputs by name.
    public let outputDescriptionsByName: [String: MLFeatureDescription]
    /// The output that is the prediction, if the model names one.
    public let predictedFeatureName: String?
}

/// A trained model, as Core ML's `MLModel`.
///
/// The headless host runs no models: a model loads (`init(contentsOf:)`,
/// `load(contentsOf:configuration:)`, and the classes Xcode generates
/// from an `.mlmodel`, which load through it) with an empty description,
/// and every prediction throws `MLModelError(.generic)`, the host warned
/// once, so that an app takes the path it takes when a prediction fails
/// (BetterRest shows its error alert) and code that loads with `try!`
/// (the deprecated generated `init()`) does not stop. Compiling a model
/// throws `MLModelError(.io)`. Apple documents no such host: this is
/// this package's choice.
public final class MLModel: @unchecked Sendable {
    /// What the model takes and gives (nothing: no model file is read).
    public let modelDescription: MLModelDescription
    /// How it was loaded.
    public let configuration: MLModelConfiguration
    /// The model's file or folder.
    let url: URL

    private static let notRun = "CoreML: the headless host runs no Core ML models; every prediction throws MLModelError(.generic)"

    /// Loads a compiled model (`.mlmodelc`).
    ///
    /// - Parameter url: The model's folder.
    /// - Throws: Nothing on this host (Core ML's throws for a missing model).
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, configuration: MLModelConfiguration())
    }

    /// Loads a compiled model with a configuration.
    ///
    /// - Parameters:
    ///   - url: The model's folder.
    ///   - configuration: How to load it.
    /// - Throws: Nothing on this host (Core ML's throws for a missing model).
    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        self.url = url
        self.configuration = configuration
        modelDescription = MLModelDescription(inputDescriptionsByName: [:], outputDescriptionsByName: [:], predictedFeatureName: nil)
        CurrentHost.warn(Self.notRun)
    }

    /// Loads a compiled model (on the caller's actor, so its warning
    /// reaches the host current when it is called).
    ///
    /// - Parameters:
    ///   - url: The model's folder.
    ///   - configuration: How to load it.
    /// - Returns: The model.
    /// - Throws: Nothing on this host.
    nonisolated(nonsending) public static func load(
        contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()
    ) async throws -> MLModel {
        try MLModel(contentsOf: url, configuration: configuration)
    }

    /// Compiles a model (`.mlmodel`) into a folder; throws on this host.
    ///
    /// - Parameter url: The model file.
    /// - Returns: The compiled model's folder.
    /// - Throws: `MLModelError(.io)`.
    public static func compileModel(at url: URL) throws -> URL {
        throw compileError(url)
    }

    private static func compileError(_ url: URL) -> MLModelError {
        CurrentHost.warn(notRun)
        return MLModelError(.io, "Core ML models are not compiled on this host: \(url.lastPathComponent)")
    }

    /// Compiles a model; throws on this host.
    ///
    /// - Parameter url: The model file.
    /// - Returns: The compiled model's folder.
    /// - Throws: `MLModelError(.io)`.
    nonisolated(nonsending) public static func compileModel(at url: URL) async throws -> URL {
        throw compileError(url)
    }

    /// Predicts the outputs of inputs: throws on this host.
    ///
    /// - Parameter input: The inputs.
    /// - Returns: The outputs.
    /// - Throws: `MLModelError(.generic)`.
    public func prediction(from input: MLFeatureProvider) throws -> MLFeatureProvider {
        try prediction(from: input, options: MLPredictionOptions())
    }

    /// Predicts the outputs of inputs, with options: throws on this host.
    ///
    /// - Parameters:
    ///   - input: The inputs.
    ///   - options: The options.
    /// - Returns: The outputs.
    /// - Throws: `MLModelError(.generic)`.
    public func prediction(from input: MLFeatureProvider, options: MLPredictionOptions) throws -> MLFeatureProvider {
        CurrentHost.warn(Self.notRun)
        throw MLModelError(.generic, "Core ML models do not run on this host: \(url.deletingPathExtension().lastPathComponent) predicted nothing")
    }
}
