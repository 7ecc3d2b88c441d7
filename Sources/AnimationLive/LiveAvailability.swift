/// Whether this build of the module serves live views: true with the
/// package trait `Live`, which brings the server (`LivePageServer`,
/// Hummingbird). A program that only links the module asks
/// `LiveServing.isAvailable`.
public let isLiveServingAvailable: Bool = {
    #if Live
    true
    #else
    false
    #endif
}()
