import AnimationCore

/// Conforming types represent a group of related commands that can be
/// exposed to the user via the main menu on macOS and key commands on
/// iOS, as in SwiftUI: what ``Scene/commands(content:)`` takes.
///
/// The headless host has no menu bar and no hardware keyboard: an app's
/// commands are listed (``AppScenes/commands``) and, when the app runs,
/// named in a warning, but never shown or performed.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' body.
    associatedtype Body: Commands

    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Commands that list themselves (menus, groups, built-in sets).
@MainActor
protocol PrimitiveCommands {
    /// The names of the commands, as a warning lists them.
    var commandNames: [String] { get }
}

@MainActor
extension Commands {
    /// The names of the menus and groups the commands declare.
    var commandNames: [String] {
        if let primitive = self as? any PrimitiveCommands { return primitive.commandNames }
        return body.commandNames
    }
}

/// Builds commands from a block, as in SwiftUI.
@resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One group of commands.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups of commands.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }

    /// Commands under an `if`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
        OptionalCommands(content: content)
    }

    /// Commands under `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// Several commands, as a ``CommandsBuilder`` block builds them.
public struct TupleCommands<each Content: Commands> {
    let content: (repeat each Content)

    /// Creates the commands.
    nonisolated public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleCommands: Commands, PrimitiveCommands {
    /// Several commands are primitive.
    public var body: Never { fatalError("TupleCommands has no body") }

    var commandNames: [String] {
        var names: [String] = []
        for command in repeat each content { names += command.commandNames }
        return names
    }
}

/// Commands that an `if` may leave out.
public struct OptionalCommands<Content: Commands> {
    let content: Content?
}

extension OptionalCommands: Commands, PrimitiveCommands {
    /// Optional commands are primitive.
    public var body: Never { fatalError("OptionalCommands has no body") }

    var commandNames: [String] { content?.commandNames ?? [] }
}

/// No commands, as in SwiftUI.
public struct EmptyCommands {
    /// Creates an empty command hierarchy.
    nonisolated public init() {}
}

extension EmptyCommands: Commands, PrimitiveCommands {
    /// Empty commands are primitive.
    public var body: Never { fatalError("EmptyCommands has no body") }

    var commandNames: [String] { [] }
}

/// Command menus are stand-alone, top-level containers for controls that
/// perform related, app-specific commands, as in SwiftUI.
public struct CommandMenu<Content: View> {
    let name: String
    let content: Content

    /// Creates a menu with a name and its controls.
    ///
    /// - Parameters:
    ///   - name: The menu's name.
    ///   - content: Its controls.
    nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }
}

extension CommandMenu: Commands, PrimitiveCommands {
    /// A menu is primitive.
    public var body: Never { fatalError("CommandMenu has no body") }

    var commandNames: [String] { ["CommandMenu(\"\(name)\")"] }
}

/// The standard locations that you can place new command groups relative
/// to, as in SwiftUI.
public struct CommandGroupPlacement: Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// System services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Creating documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// The clipboard.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Editing text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Formatting text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar and full screen.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The window's size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Groups of controls that you can add to existing command menus, as in
/// SwiftUI.
public struct CommandGroup<Content: View> {
    let placement: String
    let content: Content

    /// Adds the views before the group at a placement.
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "before: .\(group.name)"
        content = addition()
    }

    /// Adds the views after the group at a placement.
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "after: .\(group.name)"
        content = addition()
    }

    /// Replaces the group at a placement with the views.
    nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "replacing: .\(group.name)"
        content = addition()
    }
}

extension CommandGroup: Commands, PrimitiveCommands {
    /// A group is primitive.
    public var body: Never { fatalError("CommandGroup has no body") }

    var commandNames: [String] { ["CommandGroup(\(placement))"] }
}

/// A built-in set of commands, as in SwiftUI: the sidebar's commands (show or hide it).
public struct SidebarCommands {
    /// Creates the commands.
    nonisolated public init() {}
}

extension SidebarCommands: Commands, PrimitiveCommands {
    /// Built-in commands are primitive.
    public var body: Never { fatalError("SidebarCommands has no body") }

    var commandNames: [String] { ["SidebarCommands"] }
}

/// A built-in set of commands, as in SwiftUI: the toolbar's commands (show, hide, customize).
public struct ToolbarCommands {
    /// Creates the commands.
    nonisolated public init() {}
}

extension ToolbarCommands: Commands, PrimitiveCommands {
    /// Built-in commands are primitive.
    public var body: Never { fatalError("ToolbarCommands has no body") }

    var commandNames: [String] { ["ToolbarCommands"] }
}

/// A built-in set of commands, as in SwiftUI: the text editing commands (find, spelling, ...).
public struct TextEditingCommands {
    /// Creates the commands.
    nonisolated public init() {}
}

extension TextEditingCommands: Commands, PrimitiveCommands {
    /// Built-in commands are primitive.
    public var body: Never { fatalError("TextEditingCommands has no body") }

    var commandNames: [String] { ["TextEditingCommands"] }
}

/// A built-in set of commands, as in SwiftUI: the text formatting commands (font, alignment, ...).
public struct TextFormattingCommands {
    /// Creates the commands.
    nonisolated public init() {}
}

extension TextFormattingCommands: Commands, PrimitiveCommands {
    /// Built-in commands are primitive.
    public var body: Never { fatalError("TextFormattingCommands has no body") }

    var commandNames: [String] { ["TextFormattingCommands"] }
}

/// A built-in set of commands, as in SwiftUI: the inspector's commands (show or hide it).
public struct InspectorCommands {
    /// Creates the commands.
    nonisolated public init() {}
}

extension InspectorCommands: Commands, PrimitiveCommands {
    /// Built-in commands are primitive.
    public var body: Never { fatalError("InspectorCommands has no body") }

    var commandNames: [String] { ["InspectorCommands"] }
}
