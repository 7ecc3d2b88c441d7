import Foundation

extension ViewHost {
    /// Adds a diagnostic to ``warnings`` from code that drives the host
    /// (a recorder's scripted event that found no view to act on); a
    /// message already there is not added again.
    ///
    /// - Parameter message: The warning, one line.
    package func warn(_ message: String) {
        graph.warn(message)
    }
}
