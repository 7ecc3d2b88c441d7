import FoundationCompatibility
import SwiftAnimation

extension Text {
    /// The text of a localized string resource (its text in the main
    /// bundle's table, or its default value). Disfavored, so that a
    /// literal stays a `LocalizedStringKey`, as with SwiftUI.
    ///
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    nonisolated public init(_ resource: LocalizedStringResource) {
        self.init(resource.description)
    }
}
