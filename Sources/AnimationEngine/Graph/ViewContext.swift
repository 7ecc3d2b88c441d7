import AnimationCore
import AnimationRuntime
import Foundation

/// What flows down the tree while views update: the transaction of the
/// change, the environment, and the host's time.
package struct ViewContext {
    /// The transaction of the update: its animation, and whether animations are disabled.
    package var transaction: Transaction
    /// The environment the view gets from its parent.
    package var environment: EnvironmentValues
    /// The host's time of the update.
    package var time: TimeInterval

    /// The context of an update.
    package init(transaction: Transaction, environment: EnvironmentValues, time: TimeInterval) {
        self.transaction = transaction
        self.environment = environment
        self.time = time
    }
}
