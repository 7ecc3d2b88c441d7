import AnimationCore

/// What a text field's text is, for AutoFill and the keyboard's
/// suggestions, as UIKit's `UITextContentType` (which SwiftUI's
/// `textContentType(_:)` takes).
///
/// The headless host has no AutoFill: the focused field's content type is
/// reported in ``ViewHost/focusedTextInputTraits`` and suggests nothing.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A type of a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType("name")
    /// A name's prefix ("Dr.").
    public static let namePrefix = UITextContentType("namePrefix")
    /// A given name.
    public static let givenName = UITextContentType("givenName")
    /// A middle name.
    public static let middleName = UITextContentType("middleName")
    /// A family name.
    public static let familyName = UITextContentType("familyName")
    /// A name's suffix ("Jr.").
    public static let nameSuffix = UITextContentType("nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType("organizationName")
    /// A location.
    public static let location = UITextContentType("location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// An address's first line.
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// An address's second line.
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType("addressCity")
    /// A state.
    public static let addressState = UITextContentType("addressState")
    /// A city and state.
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType("sublocality")
    /// A country's name.
    public static let countryName = UITextContentType("countryName")
    /// A postal code.
    public static let postalCode = UITextContentType("postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType("emailAddress")
    /// A URL.
    public static let URL = UITextContentType("URL")
    /// A credit card's number.
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// A credit card's security code.
    public static let creditCardSecurityCode = UITextContentType("creditCardSecurityCode")
    /// A credit card's expiration date.
    public static let creditCardExpiration = UITextContentType("creditCardExpiration")
    /// The name on a credit card.
    public static let creditCardName = UITextContentType("creditCardName")
    /// An account's user name.
    public static let username = UITextContentType("username")
    /// An account's password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code (from a message).
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    /// A shipment's tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType("flightNumber")
    /// A date and time.
    public static let dateTime = UITextContentType("dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType("birthdate")
}
