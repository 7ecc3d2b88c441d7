import AnimationCore
import Foundation

extension Scene {
    /// Adds commands to the scene, as in SwiftUI: menus and command groups
    /// of the menu bar on macOS, key commands on iPadOS. The headless host
    /// has neither: they are listed in ``AppScenes/commands``, and an app
    /// that runs names them in a warning.
    ///
    /// - Parameter content: The commands.
    /// - Returns: The scene with the commands.
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(base: self, commands: content())
    }

    /// Sets the size of the scene's window when it first opens, as in
    /// SwiftUI: an app run headlessly shows its window at this size
    /// (``AppScenes/defaultSize``) unless told another.
    ///
    /// - Parameters:
    ///   - width: The width, in points.
    ///   - height: The height, in points.
    /// - Returns: The scene with the size.
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        DefaultSizeScene(base: self, size: CGSize(width: width, height: height))
    }

    /// Sets the size of the scene's window when it first opens, as in
    /// SwiftUI (see ``defaultSize(width:height:)``).
    ///
    /// - Parameter size: The size, in points.
    /// - Returns: The scene with the size.
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene {
        DefaultSizeScene(base: self, size: size)
    }
}

/// A scene with commands.
struct CommandsScene<Base: Scene, Content: Commands> {
    let base: Base
    let commands: Content
}

extension CommandsScene: Scene, PrimitiveScene {
    var body: Never { fatalError("CommandsScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        base.collect(into: &scenes)
        scenes.commands += commands.commandNames
    }
}

/// A scene with a default window size. A size that is not finite and
/// positive is left out (the host's size stays).
struct DefaultSizeScene<Base: Scene> {
    let base: Base
    let size: CGSize
}

extension DefaultSizeScene: Scene, PrimitiveScene {
    var body: Never { fatalError("DefaultSizeScene has no body") }

    func collectPrimitive(into scenes: inout AppScenes) {
        let hadWindow = scenes.windowContent != nil
        base.collect(into: &scenes)
        let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        if !hadWindow, scenes.windowContent != nil, scenes.defaultSize == nil, valid {
            scenes.defaultSize = size
        }
    }
}
