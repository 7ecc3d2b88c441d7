// Foundation API that Apple's Foundation has and swift-corelibs-foundation
// lacks, for SwiftUI code built unchanged on Linux: `import SwiftUI`
// re-exports this module, and `animate preview` imports it into every file
// of a project (as it does Combine), so that a model file that imports
// only Foundation compiles too. On Apple platforms it is empty.
@_exported import Foundation
// Apple's Foundation brings Observation (iOS 17 and later): a model file
// that imports only Foundation declares `@Observable` classes.
@_exported import Observation
