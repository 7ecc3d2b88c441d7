import AnimationViews
import Foundation
import FoundationCompatibility
import SwiftAnimation_UniformTypeIdentifiers

/// The system's file browser, presented by `fileImporter` and
/// `fileExporter`: this host has none, so a presentation ends at once as
/// if the person cancelled it: the binding turns back to `false`, the
/// cancellation handler runs (the completion does not, as on iOS), and the
/// host is warned once.
struct _FileBrowserPresentation: ViewModifier {
    nonisolated(unsafe) let isPresented: Binding<Bool>
    let what: String
    let onCancellation: @MainActor () -> Void
    @Environment(\._warn) private var warn

    nonisolated init(isPresented: Binding<Bool>, what: String, onCancellation: @escaping @MainActor () -> Void) {
        self.isPresented = isPresented
        self.what = what
        self.onCancellation = onCancellation
    }

    func body(content: Content) -> some View {
        content.onChange(of: isPresented.wrappedValue, initial: true) { _, presented in
            guard presented else { return }
            warn("\(what): the headless host has no file browser; the presentation is cancelled")
            isPresented.wrappedValue = false
            onCancellation()
        }
    }
}

extension View {
    /// Presents the file browser to pick a file of some types (this host
    /// has none: the presentation is cancelled at once, see the
    /// differences article).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - allowedContentTypes: The types that can be picked.
    ///   - onCompletion: Hears the picked file, or an error.
    /// - Returns: The view.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileImporter", onCancellation: {}))
    }

    /// Presents the file browser to pick one or several files.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - allowedContentTypes: The types that can be picked.
    ///   - allowsMultipleSelection: Whether several can be.
    ///   - onCompletion: Hears the picked files, or an error.
    /// - Returns: The view.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileImporter", onCancellation: {}))
    }

    /// Presents the file browser to pick files, with a handler of the
    /// cancellation (iOS 17's form).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - allowedContentTypes: The types that can be picked.
    ///   - allowsMultipleSelection: Whether several can be.
    ///   - onCompletion: Hears the picked files, or an error.
    ///   - onCancellation: Runs when the browser is cancelled.
    /// - Returns: The view.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileImporter", onCancellation: onCancellation))
    }

    /// Presents the file browser to save a document (cancelled at once on
    /// this host).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - document: The document.
    ///   - contentType: The type to save it as.
    ///   - defaultFilename: The name offered.
    ///   - onCompletion: Hears where it was saved, or an error.
    /// - Returns: The view.
    nonisolated public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileExporter", onCancellation: {}))
    }

    /// Presents the file browser to save several documents.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - documents: The documents.
    ///   - contentType: The type to save them as.
    ///   - onCompletion: Hears where they were saved, or an error.
    /// - Returns: The view.
    nonisolated public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileExporter", onCancellation: {}))
    }

    /// Presents the file browser to save a transferable value (iOS 17's
    /// form).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the browser shows.
    ///   - item: The value.
    ///   - contentTypes: The types it may be saved as.
    ///   - defaultFilename: The name offered.
    ///   - onCompletion: Hears where it was saved, or an error.
    ///   - onCancellation: Runs when the browser is cancelled.
    /// - Returns: The view.
    nonisolated public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping @MainActor () -> Void = {}
    ) -> some View {
        modifier(_FileBrowserPresentation(isPresented: isPresented, what: "fileExporter", onCancellation: onCancellation))
    }
}
