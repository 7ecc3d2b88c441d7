// The umbrella module: `import SwiftAnimation` where SwiftUI code says
// `import SwiftUI`. Like SwiftUI, it re-exports Foundation, so `CGFloat`,
// `CGPoint` and friends are in scope.
@_exported import AnimationCore
@_exported import AnimationRuntime
@_exported import AnimationViews
@_exported import Foundation
// As SwiftUI re-exports Combine and Observation: `ObservableObject`,
// `@Published` and the publishers (from OpenCombine), `@Observable`.
@_exported import Observation
@_exported import OpenCombine
// `Timer.publish(every:on:in:)` and Foundation's other publishers.
@_exported import OpenCombineFoundation
