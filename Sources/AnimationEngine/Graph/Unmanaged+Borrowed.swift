extension Unmanaged {
    /// Calls `body` with the object, borrowed: neither retained nor
    /// released. The caller guarantees that something else keeps the object
    /// alive for the call (the graph's frame lists hold objects their nodes
    /// own).
    ///
    /// A wrapper of the standard library's `_withUnsafeGuaranteedRef`, for
    /// main-actor code: a main-actor closure passed to the standard library
    /// checks that it runs on the main actor on every call (the library is
    /// not built in Swift 6 mode), which costs more than the retain it saves;
    /// passed through a function of this module, it does not.
    @inline(__always)
    func borrowed<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
