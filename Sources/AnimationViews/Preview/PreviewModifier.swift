import AnimationCore
import Foundation

/// A type that defines an environment in which previews can appear, as in
/// SwiftUI (iOS 18): `#Preview(traits: .modifier(SampleData())) { ... }`.
///
/// The shared context is made once per modifier type, the first time a
/// preview that uses the type is made, and shared by every such preview
/// of the program, as the canvas shares it.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The type of the context shared by previews that use this modifier.
    associatedtype Context = Void

    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The content the modifier wraps: the preview's view.
    typealias Content = PreviewModifierContent

    /// Makes the context shared by every preview that uses this modifier.
    static func makeSharedContext() async throws -> Context

    /// The preview's view, changed.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context.
    public static func makeSharedContext() async throws {}
}

/// The view a ``PreviewModifier`` wraps: the preview's content.
public struct PreviewModifierContent: View {
    let content: AnyView

    /// The preview's content.
    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A trait that wraps the preview's view in a modifier, with the
    /// modifier's shared context.
    ///
    /// - Parameter modifier: The modifier.
    /// - Returns: The trait.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(PreviewTraitValues(), modifiers: [AnyPreviewModifier(modifier)])
    }
}

/// A preview modifier whose types are erased: it wraps a view, in its
/// type's shared context once that is made (``PreviewContexts``).
struct AnyPreviewModifier: Sendable {
    let apply: @MainActor @Sendable (AnyView) -> AnyView
    let prepare: @MainActor @Sendable () async -> Void

    init<M: PreviewModifier>(_ modifier: M) {
        // The modifier is made where the trait is written and used on the
        // main actor only, when the preview's view is made.
        let modifier = Unchecked(modifier)
        apply = { content in
            switch PreviewContexts.made(M.self) {
            case .success(let context)?:
                AnyView(modifier.value.body(content: PreviewModifierContent(content: content), context: context))
            case .failure(let error)?:
                AnyView(content.overlay(alignment: .top) { Text("\(M.self): \(error)").font(.caption).foregroundColor(.red) })
            case nil:
                AnyView(PreviewContextLoader(modifier: modifier.value, content: content))
            }
        }
        prepare = { await PreviewContexts.make(M.self) }
    }
}

/// A preview's view while its modifier's context is being made: the
/// content, then the modifier's view once the context is there.
struct PreviewContextLoader<M: PreviewModifier>: View {
    let modifier: M
    let content: AnyView
    @State private var ready = false

    var body: some View {
        switch ready ? PreviewContexts.made(M.self) : nil {
        case .success(let context)?:
            modifier.body(content: PreviewModifierContent(content: content), context: context)
        default:
            content.task {
                await PreviewContexts.make(M.self)
                ready = true
            }
        }
    }
}

/// The shared contexts of the preview modifiers the program used, by type:
/// each made once, by ``make(_:)``.
@MainActor
package enum PreviewContexts {
    private static var made: [ObjectIdentifier: Result<Any, any Error>] = [:]

    /// The context of a modifier type, if it was made.
    static func made<M: PreviewModifier>(_ type: M.Type) -> Result<M.Context, any Error>? {
        made[ObjectIdentifier(type)].map { $0.map { $0 as! M.Context } }
    }

    /// Makes the context of a modifier type, unless it was made.
    static func make<M: PreviewModifier>(_ type: M.Type) async {
        guard made[ObjectIdentifier(type)] == nil else { return }
        let result: Result<Any, any Error>
        do {
            result = .success(try await M.makeSharedContext())
        } catch {
            result = .failure(error)
        }
        if made[ObjectIdentifier(type)] == nil { made[ObjectIdentifier(type)] = result }
    }

    /// Makes the contexts of a preview's modifiers before its view is made,
    /// running the main run loop while they are made: what a program's
    /// preview runner does, on the main thread outside any job of the main
    /// queue. Elsewhere (inside such a job, where the run loop cannot run
    /// the main actor's work) it leaves them to be made as the view shows
    /// (``PreviewContextLoader``).
    package static func prepareBlocking(_ preview: Preview) {
        guard !preview.modifiers.isEmpty, canRunMainQueue() else { return }
        var done = false
        Task { @MainActor in
            await preview.prepare()
            done = true
        }
        while !done { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
    }

    /// Whether running the main run loop here runs the main queue's work.
    private static func canRunMainQueue() -> Bool {
        var ran = false
        DispatchQueue.main.async { ran = true }
        for _ in 0..<3 where !ran { _ = RunLoop.main.run(mode: .default, before: Date()) }
        return ran
    }
}

extension Preview {
    /// Makes the shared contexts of the preview's modifiers (once per
    /// modifier type), so that ``makeView`` wraps the view in them at once.
    /// This package's addition: the preview runner calls it.
    @MainActor package func prepare() async {
        for modifier in modifiers { await modifier.prepare() }
    }
}
