/// Whether this build serves live views: true with the package trait
/// `Live`, which brings the server (`LivePageServer`, Hummingbird).
public let isLiveServingAvailable: Bool = {
    #if Live
    true
    #else
    false
    #endif
}()
