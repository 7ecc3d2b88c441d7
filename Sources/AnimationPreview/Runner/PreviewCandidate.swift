import AnimationViews

/// Something in the user's files that `animate preview` can show, as the
/// code it generates registers it (a view made with `init()`, a preview
/// provider, an app), or as the runner finds it (a `#Preview` block's
/// registry). One candidate may list several
/// previews (a provider whose `previews` is a group).
///
/// Public for the generated code only; not API to call.
public struct _PreviewCandidate {
    /// What kind of declaration the candidate is.
    public enum Kind: String, Codable, Sendable {
        /// A `View` with an initializer without arguments.
        case view
        /// A `PreviewProvider`.
        case provider
        /// An `App`: its first window group.
        case app
        /// A `#Preview` block.
        case preview
    }

    /// The kind.
    public let kind: Kind
    /// The type's name, or the preview's name (`nil` if it has none).
    public let name: String?
    /// The file, as the user named it.
    public let file: String
    /// The line of the declaration.
    public let line: Int
    /// The previews the candidate lists: the view of each, with the traits
    /// the declaration gives it.
    let previews: @MainActor () -> [(name: String?, traits: PreviewTraitValues, view: any View)]

    /// A view made with `init()`.
    @preconcurrency public static func view<V: View>(
        name: String, file: String, line: Int, make: @escaping @MainActor () -> V
    ) -> _PreviewCandidate {
        _PreviewCandidate(kind: .view, name: name, file: file, line: line) {
            [(nil, PreviewTraitValues(), make())]
        }
    }

    /// An app: the content of its first window group.
    @preconcurrency public static func app<A: App>(
        name: String, file: String, line: Int, make: @escaping @MainActor () -> A
    ) -> _PreviewCandidate {
        _PreviewCandidate(kind: .app, name: name, file: file, line: line) {
            make().firstWindowContent.map { [(nil, PreviewTraitValues(), $0)] } ?? []
        }
    }

    /// A preview provider: each view its `previews` lists.
    public static func provider<P: PreviewProvider>(
        _ type: P.Type, name: String, file: String, line: Int
    ) -> _PreviewCandidate {
        _PreviewCandidate(kind: .provider, name: name, file: file, line: line) {
            let (outer, content) = PreviewTraitValues.read(from: P.previews)
            return Preview.views(listedBy: content).map { view in
                let (traits, inner) = PreviewTraitValues.read(from: view)
                return (traits.displayName, traits.merged(over: outer), inner)
            }
        }
    }

    /// A `#Preview` block, found at run time (``PreviewDiscovery``): the
    /// preview its registry makes, reported at `file` (the path the user
    /// gave for the file the registry names). A registry that throws lists
    /// no preview.
    @MainActor static func registry(_ registry: any PreviewRegistry.Type, file: String) -> _PreviewCandidate {
        guard let made = try? registry.makePreview() else {
            return _PreviewCandidate(kind: .preview, name: nil, file: file, line: registry.line) { [] }
        }
        return preview(made, file: file, line: registry.line)
    }

    /// A preview, as a `#Preview` makes it; its preview modifiers' shared
    /// contexts are made before its view.
    static func preview(_ preview: Preview, file: String, line: Int) -> _PreviewCandidate {
        _PreviewCandidate(kind: .preview, name: preview.name, file: file, line: line) {
            PreviewContexts.prepareBlocking(preview)
            let (traits, inner) = PreviewTraitValues.read(from: preview.makeView())
            return [(traits.displayName ?? preview.name, traits.merged(over: preview.traits), inner)]
        }
    }
}
