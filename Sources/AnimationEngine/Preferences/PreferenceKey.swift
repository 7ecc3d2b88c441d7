import AnimationCore

/// A value that views produce for their ancestors: each view's value, or
/// its descendants' values combined with ``reduce(value:nextValue:)``, flows
/// up the tree to views that read it (``View/onPreferenceChange(_:perform:)``,
/// `View.overlayPreferenceValue(_:alignment:_:)`, navigation titles).
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a view that sets none.
    static var defaultValue: Value { get }

    /// Combines the values of sibling views, in order: `value` holds the
    /// values so far, `nextValue` gives the next sibling's.
    ///
    /// - Parameters:
    ///   - value: The values so far.
    ///   - nextValue: The next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
