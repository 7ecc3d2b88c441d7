import AnimationCore
import AnimationRuntime
import Foundation

extension ViewHost {
    /// The environment the host gives its root view: the system's values
    /// views read (`colorScheme`, `horizontalSizeClass`,
    /// `verticalSizeClass`, `dynamicTypeSize`, `layoutDirection`,
    /// `isEnabled`, ...), as a device would set them.
    public var environment: EnvironmentValues {
        graph.rootEnvironment ?? EnvironmentValues()
    }

    /// Changes the environment the root view gets, as a device does when
    /// the user switches to dark mode, rotates it or changes the text
    /// size; the views that read what changed update, animated when
    /// `animation` is given.
    ///
    /// ```swift
    /// host.updateEnvironment { $0.colorScheme = .dark }
    /// host.updateEnvironment(animation: .default) { $0.dynamicTypeSize = .xxLarge }
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The animation of the change; none by default.
    ///   - change: Sets the values.
    public func updateEnvironment(animation: Animation? = nil, _ change: (inout EnvironmentValues) -> Void) {
        var environment = self.environment
        change(&environment)
        var transaction = Transaction()
        transaction.animation = animation
        cycle { graph.updateRootEnvironment(environment, transaction: transaction, at: time) }
    }
}
