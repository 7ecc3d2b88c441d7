// The types the strategies' parameters use, for tests that import
// SwiftAnimationTesting beside SwiftUI (or SwiftAnimation) and nothing else.
@_exported import struct AnimationRender.ScriptedEvent
