import Foundation
import SwiftAnimation_UniformTypeIdentifiers

/// A parameter of an intent, as AppIntents' `IntentParameter` (written
/// `@Parameter`): its title, default and value.
///
/// The system asks the user for a required parameter that has no value;
/// there is no one to ask here, so reading a non-optional parameter with
/// neither a default nor a value set stops the program with a message
/// that names it (give it a default, or set it before `perform()`).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The parameter's name.
    public let title: LocalizedStringResource
    /// What it is for.
    public let description: LocalizedStringResource?
    /// What the system asks for it.
    public let requestValueDialog: IntentDialog?
    private var value: Value?
    private let isOptional: Bool

    /// A parameter.
    ///
    /// - Parameters:
    ///   - title: Its name.
    ///   - description: What it is for.
    ///   - defaultValue: Its value until one is set.
    ///   - requestValueDialog: What the system asks for it.
    ///   - requestDisambiguationDialog: What the system asks to choose.
    ///   - inputOptions: How text is typed.
    ///   - supportedContentTypes: The files it takes.
    ///   - inputConnectionBehavior: How it takes the previous action's result.
    ///   - controlStyle: The control that sets it.
    ///   - inclusiveRange: The numbers it takes.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil, inputOptions: String.IntentInputOptions? = nil,
        supportedContentTypes: [UTType]? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        controlStyle: ParameterControlStyle = .automatic,
        inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil
    ) {
        self.title = title
        self.description = description
        self.requestValueDialog = requestValueDialog
        value = defaultValue
        isOptional = Value.self is any OptionalParameter.Type
    }

    /// The parameter's value.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if isOptional, let missing = (Value.self as? any OptionalParameter.Type)?.missing as? Value { return missing }
            fatalError("@Parameter \"\(title.defaultValue)\" has no value: the system would ask the user for it; give it a default or set it")
        }
        set { value = newValue }
    }

    /// The parameter itself (`$name`).
    public var projectedValue: IntentParameter<Value> { self }
}

/// `@Parameter`.
public typealias Parameter = IntentParameter

/// An optional parameter's type, whose missing value is `nil`.
protocol OptionalParameter {
    static var missing: Self { get }
}

extension Optional: OptionalParameter {
    static var missing: Wrapped? { nil }
}

extension String {
    /// How a text parameter is typed, as AppIntents' `String.IntentInputOptions`.
    public struct IntentInputOptions: Sendable {
        /// Options of typing.
        ///
        /// - Parameters:
        ///   - keyboardType: The keyboard (kept).
        ///   - capitalizationType: Capitalization (kept).
        ///   - multiline: Whether it takes lines.
        ///   - autocorrect: Whether it is corrected.
        ///   - smartQuotes: Whether quotes are curled.
        ///   - smartDashes: Whether dashes are joined.
        public init(
            keyboardType: Int? = nil, capitalizationType: Int? = nil, multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) {}
    }
}

/// How a parameter takes the result of the shortcut's previous action.
public struct InputConnectionBehavior: Sendable {
    /// The system's choice.
    public static let `default` = InputConnectionBehavior()
    /// It takes the previous result.
    public static let connectToPreviousIntentResult = InputConnectionBehavior()
    /// It never does.
    public static let never = InputConnectionBehavior()
}

/// The control that sets a parameter.
public struct ParameterControlStyle: Sendable {
    /// The system's choice.
    public static let automatic = ParameterControlStyle()
    /// A field.
    public static let field = ParameterControlStyle()
    /// A slider.
    public static let slider = ParameterControlStyle()
}
