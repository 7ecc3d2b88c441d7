import Foundation

/// What an intent's `perform()` returns, as AppIntents' `IntentResult`.
public protocol IntentResult: Sendable {}

/// A result that returns a value (to the next action of a shortcut).
public protocol ReturnsValue<Value>: IntentResult {
    /// The value's type.
    associatedtype Value
}

/// A result that says something when the intent finishes.
public protocol ProvidesDialog: IntentResult {}

/// A result that runs another intent next.
public protocol OpensIntent: IntentResult {}

/// A result that shows a view.
public protocol ShowsSnippetView: IntentResult {}

/// The results `.result(...)` makes: a value, a dialog, an intent to run
/// next, a view (AppIntents' `IntentResultContainer`).
public struct IntentResultContainer<Value>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView, @unchecked Sendable {
    /// The value returned (`nil` for none).
    public let value: Value?
    /// What the intent says.
    public let dialog: IntentDialog?
    /// The intent to run next.
    public let opensIntent: (any AppIntent)?
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to return or say.
    public static func result() -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: nil)
    }

    /// A result that says something.
    ///
    /// - Parameter dialog: What it says.
    public static func result(dialog: IntentDialog) -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil)
    }

    /// A result that runs another intent.
    ///
    /// - Parameters:
    ///   - opensIntent: The intent.
    ///   - dialog: What it says.
    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog? = nil) -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult {
    /// A result that returns a value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - dialog: What it says.
    public static func result<V>(value: V, dialog: IntentDialog? = nil) -> IntentResultContainer<V> where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }
}
