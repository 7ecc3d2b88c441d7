// The umbrella module: `import SwiftAnimation` where SwiftUI code says
// `import SwiftUI`. Like SwiftUI, it re-exports Foundation, so `CGFloat`,
// `CGPoint` and friends are in scope.
@_exported import AnimationCore
@_exported import AnimationEngine
@_exported import AnimationRuntime
@_exported import AnimationViews
// As SwiftUI re-exports Combine and Observation: `ObservableObject`,
// `@Published`, the publishers (`Timer.publish(every:on:in:)` among
// them), `@Observable`.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
