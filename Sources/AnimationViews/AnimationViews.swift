// The engine (the graph, the display list, the host, queries, state and
// environment) is part of what a user of the vocabulary imports: `ViewHost`,
// `DisplayList`, `View`, `Color` and `EnvironmentValues` come with it.
@_exported import AnimationEngine
