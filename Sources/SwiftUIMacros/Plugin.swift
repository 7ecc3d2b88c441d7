import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the `SwiftUI` module's macros: `#Preview`,
/// `@Previewable`, `@Animatable`, `@AnimatableIgnored` and `@Entry`; and
/// SwiftData's `@Model`, its property macros and `#Unique`/`#Index`.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self, ModelMacro.self, PersistedPropertyMacro.self,
        ModelMarkerMacro.self, ModelDeclarationMacro.self, QueryMacro.self, WidgetPreviewMacro.self, EntryMacro.self
    ]
}
