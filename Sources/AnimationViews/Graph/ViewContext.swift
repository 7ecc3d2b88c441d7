import AnimationCore
import AnimationRuntime
import Foundation

/// What flows down the tree while views update: the transaction of the
/// change, the environment, and the host's time.
struct ViewContext {
    var transaction: Transaction
    var environment: EnvironmentValues
    var time: TimeInterval
}
