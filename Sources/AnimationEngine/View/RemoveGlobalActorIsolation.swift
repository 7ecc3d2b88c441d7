/// A global actor that no code runs on: protocols isolated to it cancel the
/// main-actor isolation that conforming types would infer from ``View``.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
    /// The actor.
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// Protocols that inherit from a main-actor protocol (such as ``View``) and
/// from this one leave their conforming types without inferred isolation,
/// as SwiftUI's ``Shape`` does: a type that conforms to two protocols of
/// different global actors infers neither.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
