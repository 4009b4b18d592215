/// The inputs of a QR payload, named so an error can say which one is wrong and a form can point at it.
public enum QRPayloadField: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case text = "the text"
  case url = "the URL"
  case phoneNumber = "the phone number"
  case emailAddress = "the e-mail address"
  case emailSubject = "the e-mail subject"
  case emailBody = "the e-mail body"
  case ssid = "the network name (SSID)"
  case password = "the password"
  case firstName = "the first name"
  case lastName = "the last name"
  case organization = "the organisation"
  case street = "the street"
  case city = "the city"
  case region = "the region"
  case postcode = "the postcode"
  case country = "the country"
  case note = "the note"
  case message = "the message"

  /// "the network name (SSID)": a phrase to use inside a sentence.
  public var description: String { rawValue }
}
