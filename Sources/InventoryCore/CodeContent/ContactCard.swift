/// A contact, as typed: the input of `QRPayload.contact(_:)`, which checks it. Every field but a name is optional
/// (empty means absent); fields are trimmed when the card is built.
public struct ContactCard: Sendable, Hashable {
  public var firstName: String
  public var lastName: String
  public var organization: String
  /// Checked and written like `QRPayload.phone(_:)`'s number: `+441234567890`.
  public var phone: String
  public var email: String
  /// Checked like `QRPayload.url(_:)`: a scheme is required.
  public var url: String
  /// A work address.
  public var address: PostalAddress
  /// May have several lines.
  public var note: String

  public init(
    firstName: String = "", lastName: String = "", organization: String = "", phone: String = "",
    email: String = "", url: String = "", address: PostalAddress = PostalAddress(), note: String = ""
  ) {
    self.firstName = firstName
    self.lastName = lastName
    self.organization = organization
    self.phone = phone
    self.email = email
    self.url = url
    self.address = address
    self.note = note
  }
}

/// A postal address in vCard's order (the post-office box and extended address are not asked for).
public struct PostalAddress: Sendable, Hashable {
  /// May have several lines.
  public var street: String
  public var city: String
  public var region: String
  public var postcode: String
  public var country: String

  public init(street: String = "", city: String = "", region: String = "", postcode: String = "", country: String = "")
  {
    self.street = street
    self.city = city
    self.region = region
    self.postcode = postcode
    self.country = country
  }
}
