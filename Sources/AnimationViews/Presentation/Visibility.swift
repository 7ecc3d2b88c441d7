/// Whether something shows: automatically, or as asked.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
