import AnimationViews
import Foundation
@_exported import FoundationCompatibility

/// An action of the app that the system can run (Shortcuts, Siri, widgets'
/// buttons), as AppIntents' `AppIntent`: a title, parameters, and
/// `perform()`.
///
/// There is no system here to run intents: an intent runs when the app
/// calls `perform()`, or when a `Button(intent:)` or `Toggle(isOn:intent:)`
/// is tapped (the button runs `perform()` in a task).
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>
    /// The intent's name.
    static var title: LocalizedStringResource { get }
    /// What it does.
    static var description: IntentDescription { get }
    /// Whether running it opens the app.
    static var openAppWhenRun: Bool { get }
    /// Whether it is offered for discovery.
    static var isDiscoverable: Bool { get }
    /// An intent with its parameters' defaults.
    init()
    /// Does the intent's work.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description (an empty one).
    public static var description: IntentDescription { IntentDescription("") }
    /// Running it does not open the app.
    public static var openAppWhenRun: Bool { false }
    /// It is offered.
    public static var isDiscoverable: Bool { true }
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
    /// Does nothing (a widget's configuration intent has no work).
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

/// The intent of a configurable widget, as AppIntents'
/// `WidgetConfigurationIntent`.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that a system control or widget runs in the app's process.
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app.
public protocol OpenIntent: AppIntent {}

/// What an intent does, as AppIntents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public let description: LocalizedStringResource
    /// The category it is listed in.
    public let categoryName: LocalizedStringResource?
    /// Words it is found by.
    public let searchKeywords: [LocalizedStringResource]

    /// A description.
    ///
    /// - Parameters:
    ///   - description: What the intent does.
    ///   - categoryName: Its category.
    ///   - searchKeywords: Words it is found by.
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [])
    {
        self.description = description
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description of a literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A description of an interpolated string.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// What an intent says when it finishes, as AppIntents' `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The full text.
    public let full: LocalizedStringResource

    /// A dialog.
    ///
    /// - Parameter full: What it says.
    public init(_ full: LocalizedStringResource) {
        self.full = full
    }

    /// A dialog of a literal.
    ///
    /// - Parameter value: What it says.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A dialog of an interpolated string.
    ///
    /// - Parameter stringInterpolation: The interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// What it says.
    public var description: String { full.description }
}
