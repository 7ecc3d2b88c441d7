import AnimationViews
import Foundation

/// A place's names, as Core Location's `CLPlacemark`.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The location.
    open private(set) var location: CLLocation?
    /// The place's name.
    open private(set) var name: String?
    /// The city.
    open private(set) var locality: String?
    /// The neighbourhood.
    open private(set) var subLocality: String?
    /// The state or province.
    open private(set) var administrativeArea: String?
    /// The postal code.
    open private(set) var postalCode: String?
    /// The country.
    open private(set) var country: String?
    /// The country's ISO code.
    open private(set) var isoCountryCode: String?
    /// The street.
    open private(set) var thoroughfare: String?
    /// The street number.
    open private(set) var subThoroughfare: String?

    /// A placemark of a location with no names.
    public init(location: CLLocation?) {
        self.location = location
    }
}

/// Turns addresses into coordinates and back, as Core Location's
/// `CLGeocoder`. It needs Apple's servers: on the headless host every
/// request fails with `CLError(.network)` (the host is warned once).
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is under way (never: they fail at once).
    open var isGeocoding: Bool { false }

    /// Names a location: fails with `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// Names a location: throws `CLError(.network)`.
    /// It runs on the caller's actor until it throws, so its warning
    /// reaches the host that was current when it was called.
    nonisolated(nonsending) open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        warn()
        throw CLError(.network)
    }

    /// Finds an address: fails with `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        fail(completionHandler)
    }

    /// Finds an address: throws `CLError(.network)`.
    /// It runs on the caller's actor until it throws, so its warning
    /// reaches the host that was current when it was called.
    nonisolated(nonsending) open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        warn()
        throw CLError(.network)
    }

    /// Cancels the request (there is none).
    open func cancelGeocode() {}

    private func fail(_ completion: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        warn()
        DispatchQueue.main.async { completion(nil, CLError(.network)) }
    }

    private func warn() {
        CurrentHost.warn("CLGeocoder: geocoding needs Apple's servers; the headless host answers CLError(.network)")
    }
}
