// `import SwiftUI` on Linux: what the module brings on iOS that this
// package has. Like SwiftUI, it re-exports UIKit (the part SwiftUI code
// reaches: UIColor, UIScreen, UIApplication, ...), Foundation (CGFloat, CGPoint,
// URL, ...), Combine (ObservableObject, @Published, publishers) and
// Observation (@Observable), Foundation API that Linux's Foundation lacks
// (FoundationCompatibility: `URL.documentsDirectory`, `ListFormatter`); on Linux Foundation's networking (URLSession,
// URLRequest) is a module of its own, FoundationNetworking, re-exported
// too, as Apple's Foundation has it. The `#Preview` and `@Previewable` macros are
// declared in PreviewMacros.swift, and an app's `main()` in App+Main.swift.
@_exported import Combine
@_exported import Foundation
@_exported import FoundationCompatibility
@_exported import Observation
@_exported import SwiftAnimation
@_exported import SwiftAnimation_CoreTransferable
@_exported import UIKit

// SwiftUI declares Core Data's fetch requests for views; the rest of Core
// Data comes with `import CoreData`.
@_exported import struct SwiftAnimation_CoreData.FetchRequest
@_exported import struct SwiftAnimation_CoreData.FetchedResults

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
