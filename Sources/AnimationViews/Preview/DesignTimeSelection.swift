import AnimationCore
import AnimationRuntime
import Foundation

/// A view modifier that identifies its content, as SwiftUI's underscored
/// `_IdentifiedModifier` does for Xcode's design-time tools (the canvas's
/// selection). It changes nothing that is drawn, laid out or hit: the
/// content is shown as it is. Libraries name it in constraints, such as
/// `ModifiedContent<Content, _IdentifiedModifier<__DesignTimeSelectionIdentifier>>`.
@frozen
public struct _IdentifiedModifier<Identifier: Hashable>: Equatable {
    /// The identifier.
    public var identifier: Identifier

    /// Identifies content.
    ///
    /// - Parameter identifier: The identifier.
    public init(identifier: Identifier) {
        self.identifier = identifier
    }
}

extension _IdentifiedModifier: ViewModifier {
    /// The content, unchanged.
    public func body(content: Content) -> some View {
        content
    }
}

/// The identifier Xcode's design-time tools give a view they can select,
/// as in SwiftUI.
@frozen
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    /// The identifier's text.
    public let identifier: String

    /// An identifier.
    ///
    /// - Parameter identifier: Its text.
    public init(_ identifier: String) {
        self.identifier = identifier
    }
}

extension View {
    /// Identifies the view for design-time selection, as the code Xcode's
    /// previews compile does; the view is shown as it is.
    ///
    /// - Parameter identifier: The identifier's text.
    nonisolated public func __designTimeSelection(_ identifier: String) -> ModifiedContent<
        Self, _IdentifiedModifier<__DesignTimeSelectionIdentifier>
    > {
        modifier(_IdentifiedModifier(identifier: __DesignTimeSelectionIdentifier(identifier)))
    }
}
