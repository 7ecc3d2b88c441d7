import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the `SwiftUI` module's macros: `#Preview`,
/// `@Previewable`, `@Animatable` and `@AnimatableIgnored`.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
