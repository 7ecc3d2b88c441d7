import AnimationCore
import AnimationViews
import Foundation

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext(ModelContainer.environmentDefault()) }
}

extension EnvironmentValues {
    /// The context views insert into and `@Query` fetches from: the main
    /// context of the nearest ``View/modelContainer(_:)`` above. Without
    /// one it is a context of an empty container of its own, made each
    /// time it is read (SwiftData has none either), so what is inserted
    /// there is lost.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContainer {
    /// An empty in-memory container for a view without one.
    static func environmentDefault() -> ModelContainer {
        let container = ModelContainer(schema: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        container.isEnvironmentDefault = true
        return container
    }
}

extension View {
    /// Gives the view and its descendants a container's main context
    /// (``EnvironmentValues/modelContext``).
    ///
    /// - Parameter container: The container.
    /// - Returns: The view with the container.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container of one model type, once for the view's life, and
    /// gives the view its main context.
    ///
    /// - Parameters:
    ///   - modelType: The model type.
    ///   - inMemory: Whether the store is only in memory (stores are
    ///     always in memory here; see ``ModelConfiguration``).
    ///   - isAutosaveEnabled: Whether the main context saves as changes
    ///     are made.
    ///   - isUndoEnabled: Whether the main context has an undo manager
    ///     (Linux's Foundation has none: `true` warns the host once).
    ///   - onSetup: Called once with the container, or the error.
    /// - Returns: The view with the container.
    @MainActor @preconcurrency
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a container of model types, once for the view's life, and
    /// gives the view its main context.
    ///
    /// - Parameters:
    ///   - modelTypes: The model types.
    ///   - inMemory: Whether the store is only in memory.
    ///   - isAutosaveEnabled: Whether the main context saves as changes
    ///     are made.
    ///   - isUndoEnabled: Whether the main context has an undo manager
    ///     (Linux's Foundation has none: `true` warns the host once).
    ///   - onSetup: Called once with the container, or the error.
    /// - Returns: The view with the container.
    @MainActor @preconcurrency
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let setup = ModelContainerSetup(
            types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
        return ModelContainerView(content: self, setup: setup)
    }

    /// Gives the view and its descendants a context.
    ///
    /// - Parameter modelContext: The context.
    /// - Returns: The view with the context.
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Gives the scene's views a container's main context.
    ///
    /// - Parameter container: The container.
    /// - Returns: The scene with the container.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container of one model type and gives the scene's views its
    /// main context.
    ///
    /// - Parameters:
    ///   - modelType: The model type.
    ///   - inMemory: Whether the store is only in memory.
    ///   - isAutosaveEnabled: Whether the main context saves as changes
    ///     are made.
    ///   - isUndoEnabled: Whether the main context has an undo manager
    ///     (Linux's Foundation has none: `true` warns the host once).
    ///   - onSetup: Called with the container, or the error.
    /// - Returns: The scene with the container.
    @MainActor @preconcurrency
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Makes a container of model types and gives the scene's views its
    /// main context.
    ///
    /// - Parameters:
    ///   - modelTypes: The model types.
    ///   - inMemory: Whether the store is only in memory.
    ///   - isAutosaveEnabled: Whether the main context saves as changes
    ///     are made.
    ///   - isUndoEnabled: Whether the main context has an undo manager
    ///     (Linux's Foundation has none: `true` warns the host once).
    ///   - onSetup: Called with the container, or the error.
    /// - Returns: The scene with the container.
    @MainActor @preconcurrency
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let setup = ModelContainerSetup(
            types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
        return environment(\.modelContext, setup.makeContainer().mainContext)
    }

    /// Gives the scene's views a context.
    ///
    /// - Parameter modelContext: The context.
    /// - Returns: The scene with the context.
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}

/// What `modelContainer(for:...)` makes its container from.
struct ModelContainerSetup {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let isUndoEnabled: Bool
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void

    @MainActor
    func makeContainer() -> ModelContainer {
        let container = ModelContainer(schema: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        onSetup(.success(container))
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        return container
    }
}

/// A view whose container is made once, on its first update, and kept for
/// its life.
struct ModelContainerView<Content: View>: View {
    let content: Content
    let setup: ModelContainerSetup
    @State private var holder = ContainerHolder()
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        let context = holder.container(setup).mainContext
        // With undo on, the main context registers with the environment's undo manager.
        if setup.isUndoEnabled, context.undoManager !== undoManager { context.undoManager = undoManager }
        return content.environment(\.modelContext, context)
    }
}

/// Holds a view's container once made.
@MainActor
final class ContainerHolder {
    private var made: ModelContainer?

    func container(_ setup: ModelContainerSetup) -> ModelContainer {
        if let made { return made }
        let container = setup.makeContainer()
        made = container
        return container
    }
}
