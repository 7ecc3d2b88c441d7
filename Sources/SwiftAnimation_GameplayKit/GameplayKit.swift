// GameplayKit brings SpriteKit, as on Apple's systems (its headers import
// SpriteKit's): a file that imports only GameplayKit declares scenes.
@_exported import SwiftAnimation_SpriteKit
