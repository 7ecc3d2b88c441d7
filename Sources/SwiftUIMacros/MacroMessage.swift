import SwiftDiagnostics

/// A diagnostic of the preview macros, at the user's line.
struct MacroMessage: DiagnosticMessage, Error {
    let message: String
    let id: String
    let severity: DiagnosticSeverity

    var diagnosticID: MessageID { MessageID(domain: "SwiftUIMacros", id: id) }

    /// `#Preview` inside a type, a function or a closure.
    static let notAtFileScope = MacroMessage(
        message: "'#Preview' declares a preview at file scope; move it out of the declaration that holds it",
        id: "notAtFileScope", severity: .error)

    /// `#Preview` without a closure.
    static let noBody = MacroMessage(
        message: "'#Preview' needs a body that makes the view to preview: #Preview { MyView() }",
        id: "noBody", severity: .error)

    /// `#Preview` with more than one trailing closure.
    static let extraClosures = MacroMessage(
        message: "'#Preview' takes one closure, the view to preview",
        id: "extraClosures", severity: .error)

    /// `@Previewable` where it has no effect.
    static let previewableOutsidePreview = MacroMessage(
        message: "'@Previewable' marks a variable at the top level of a '#Preview' body; here it has no effect",
        id: "previewableOutsidePreview", severity: .error)

    /// `@Previewable` nested in a statement of a `#Preview` body.
    static let previewableNotAtTop = MacroMessage(
        message: "'@Previewable' works on a variable at the top level of the '#Preview' body, not inside another statement",
        id: "previewableNotAtTop", severity: .error)

    /// `@Previewable` on a `let` or on several variables at once.
    static let previewableNotOneVariable = MacroMessage(
        message: "'@Previewable' marks one 'var' of the preview (such as '@Previewable @State var isOn = false')",
        id: "previewableNotOneVariable", severity: .error)

    /// An `@Animatable` property whose type the macro cannot read.
    static func animatablePropertyWithoutType(_ name: String) -> MacroMessage {
        MacroMessage(
            message:
                "'@Animatable' needs the type of '\(name)' to animate it: write it ('var \(name): CGFloat = ...') or mark the property '@AnimatableIgnored'",
            id: "animatablePropertyWithoutType", severity: .error)
    }

    /// `@Model` on a struct, enum or actor.
    static let modelOnNonClass = MacroMessage(
        message: "'@Model' makes a class a SwiftData model; declare the model as a 'final class'",
        id: "modelOnNonClass", severity: .error)

    /// `@Query` on a property without a written type.
    static let queryWithoutType = MacroMessage(
        message: "'@Query' needs the property's type to know what to fetch: write it ('@Query var items: [Item]')",
        id: "queryWithoutType", severity: .error)

    /// A widget preview without its family, widget or timeline.
    static let widgetPreviewIncomplete = MacroMessage(
        message: "'#Preview(as:)' previews a widget: #Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(date: .now) }",
        id: "widgetPreviewIncomplete", severity: .error)

    /// `@Entry` on something other than one `var` without accessors.
    static let entryNotOneVariable = MacroMessage(
        message: "'@Entry' declares one 'var' with a type and a default value: '@Entry var accent: Color = .orange'",
        id: "entryNotOneVariable", severity: .error)

    /// `@Entry` outside an extension of a collection it supports.
    static func entryOutsideCollection(_ collection: String?) -> MacroMessage {
        let place = collection.map { "an extension of '\($0)'" } ?? "this place"
        return MacroMessage(
            message: "'@Entry' declares entries of 'EnvironmentValues', 'Transaction' or 'FocusedValues' here; it cannot be used in \(place)",
            id: "entryOutsideCollection", severity: .error)
    }

    /// A `FocusedValues` entry that is not optional, or has a value.
    static func focusedEntryNotOptional(_ name: String) -> MacroMessage {
        MacroMessage(
            message: "'@Entry' in 'FocusedValues' needs an optional type and no initial value for '\(name)'",
            id: "focusedEntryNotOptional", severity: .error)
    }

    /// A non-optional `@Entry` property without a default value.
    static func entryWithoutValue(_ name: String) -> MacroMessage {
        MacroMessage(
            message: "'@Entry' needs a default value for '\(name)' (only an optional type defaults to nil)",
            id: "entryWithoutValue", severity: .error)
    }
}
