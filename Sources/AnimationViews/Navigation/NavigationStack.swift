import AnimationCore
import AnimationRuntime
import Foundation

/// A stack of screens: a root view, and the screens pushed on it by
/// `NavigationLink`s or by values appended to a path, each with a
/// navigation bar (title, back button, toolbar items).
///
/// Headless drawing: each screen fills the stack with the system
/// background, under a bar 44 points high (96 with a large title) whose
/// material reaches up under the status bar. A push slides the new screen
/// in from the trailing edge (or zooms it out of its source, with
/// `navigationTransition(.zoom(sourceID:in:))`) while the one below moves a
/// third of the way out; a pop reverses it. SwiftUI documents no timing for these (UIKit
/// drives them); this package uses `.easeInOut(duration: 0.35)`.
public struct NavigationStack<Data, Root: View> {
    let root: Root
    let path: Binding<NavigationPath>?
    let typedPath: Binding<[AnyHashable]>?

    /// The timing of pushes and pops.
    nonisolated static var pushAnimation: Animation { .easeInOut(duration: 0.35) }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own pushed screens.
    ///
    /// - Parameter root: The first screen.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
        self.typedPath = nil
    }

    /// A stack whose pushed screens are the values of a path.
    ///
    /// - Parameters:
    ///   - path: The values; links push onto it, back buttons pop it.
    ///   - root: The first screen.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
        self.typedPath = nil
    }
}

extension NavigationStack
where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose pushed screens are the values of an array.
    ///
    /// - Parameters:
    ///   - path: The values; links push values of the array's type onto it.
    ///   - root: The first screen.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
        self.typedPath = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values, transaction in
                withTransaction(transaction) { path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
            })
    }
}

extension NavigationStack: View {
    /// The screens.
    public var body: some View {
        _NavigationStackBody(root: AnyView(root), path: path, typedPath: typedPath)
    }
}

/// One screen pushed without a value (`NavigationLink(destination:)`).
struct PushedView {
    let id: Int
    let view: AnyView
    /// The `navigationDestination(isPresented:)` that pushed it, told when
    /// it is popped.
    var owner: ObjectIdentifier? = nil
    var onPop: (@MainActor () -> Void)? = nil
}

/// The stack's state and screens.
struct _NavigationStackBody: View {
    let root: AnyView
    let path: Binding<NavigationPath>?
    let typedPath: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedView] = []
    @State private var nextID = 0
    @State private var context = NavigationContext()

    private var values: [AnyHashable] {
        typedPath?.wrappedValue ?? path?.wrappedValue.elements ?? ownPath
    }

    private func setValues(_ newValue: [AnyHashable]) {
        if let typedPath {
            typedPath.wrappedValue = newValue
        } else if let path {
            path.wrappedValue = NavigationPath(newValue)
        } else {
            ownPath = newValue
        }
    }

    var body: some View {
        let values = self.values
        let views = pushedViews
        let depth = values.count + views.count
        // Links push, back buttons pop, in the stack's animation.
        let context = self.context
        context.pushValue = { value in
            guard context.destinationTypes.contains(ObjectIdentifier(type(of: value.base))) else { return false }
            withAnimation(NavigationStack<NavigationPath, EmptyView>.pushAnimation) { setValues(self.values + [value]) }
            return true
        }
        context.pushView = { view in
            withAnimation(NavigationStack<NavigationPath, EmptyView>.pushAnimation) {
                pushedViews.append(PushedView(id: nextID, view: view))
                nextID += 1
            }
        }
        context.pushOwned = { owner, view, onPop in
            guard !pushedViews.contains(where: { $0.owner == owner }) else { return }
            withAnimation(NavigationStack<NavigationPath, EmptyView>.pushAnimation) {
                pushedViews.append(PushedView(id: nextID, view: view, owner: owner, onPop: onPop))
                nextID += 1
            }
        }
        context.popOwned = { owner in
            guard let index = pushedViews.firstIndex(where: { $0.owner == owner }) else { return }
            withAnimation(NavigationStack<NavigationPath, EmptyView>.pushAnimation) {
                pushedViews.removeSubrange(index...)
            }
        }
        context.pop = {
            withAnimation(NavigationStack<NavigationPath, EmptyView>.pushAnimation) {
                if let last = pushedViews.last {
                    pushedViews.removeLast()
                    last.onPop?()
                } else if !self.values.isEmpty {
                    setValues(Array(self.values.dropLast()))
                }
            }
        }
        return _PreferenceValueView<NavigationDestinationsKey>(
            make: { destinations in
                context.destinationTypes = Set(destinations.builders.keys)
                return AnyView(
                    GeometryReader { geometry in
                        _PreferenceValueView<MatchedTransitionSourcesKey>(make: { anchors in
                            // The zoom sources' frames in the stack.
                            let sources = anchors.mapValues { geometry[$0] }
                            let width = geometry.size.width
                            return AnyView(
                                _PreferenceValueView<NavigationScreenZoomsKey>(make: { zooms in
                                    AnyView(
                                        ZStack(alignment: .topLeading) {
                                            ForEach(0...depth, id: \.self) { index in
                                                _NavigationScreen(
                                                    content: Self.screen(index, values: values, views: views, root: root, destinations: destinations),
                                                    depth: index, covered: index < depth, width: width
                                                )
                                                .environment(\EnvironmentValues.navigation, (context, index))
                                                .environment(\EnvironmentValues.dismiss, DismissAction(action: { if index > 0 { context.pop() } }))
                                                .transition(
                                                    AnyTransition.modifier(
                                                        active: _NavigationPushTransition(
                                                            progress: 0, width: width, zoomFrame: zooms[index].flatMap { sources[$0] }),
                                                        identity: _NavigationPushTransition(
                                                            progress: 1, width: width, zoomFrame: zooms[index].flatMap { sources[$0] }))
                                                )
                                                .zIndex(Double(index))
                                            }
                                        }
                                        .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading))
                                }))
                        })
                    })
            })
            .animation(NavigationStack<NavigationPath, EmptyView>.pushAnimation, value: depth)
    }

    /// The content of the screen at a depth: the root, a value's
    /// destination, or a pushed view.
    private static func screen(
        _ index: Int, values: [AnyHashable], views: [PushedView], root: AnyView, destinations: NavigationDestinations
    ) -> AnyView {
        if index == 0 { return root }
        if index <= values.count {
            let value = values[index - 1]
            if let builder = destinations.builders[ObjectIdentifier(type(of: value.base))] { return builder.build(value) }
            return AnyView(_MissingDestination(typeName: "\(type(of: value.base))"))
        }
        return views[index - values.count - 1].view
    }
}

/// What a screen shows for a value no `navigationDestination` handles: a
/// warning sign, as SwiftUI shows.
struct _MissingDestination: View {
    let typeName: String

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(Color.yellow)
            Text("No destination for \(typeName)").font(.footnote).foregroundStyle(Color.secondary)
        }
    }
}

/// A navigation view: a stack, as `NavigationView` is on iPhone.
public struct NavigationView<Content: View> {
    let content: Content

    /// Creates a navigation view.
    ///
    /// - Parameter content: The first screen.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension NavigationView: View {
    /// A stack of screens.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` shows its screens.
public protocol NavigationViewStyle {}

/// Screens on a stack, one at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// The platform's style: a stack on iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

/// Columns side by side on iPad: the headless host shows a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// Screens on a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns (shown as a stack here).
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of navigation views inside. The headless host shows
    /// every style as a stack, as an iPhone does.
    ///
    /// - Parameter style: The style.
    /// - Returns: The view.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
