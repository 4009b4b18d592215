import TerminalUI

// The Locations screen's commands (`LocationsScreen`), declared once: keymaps, hint bar and help read them.
extension Command {
  static let showLocations = Command(
    "locations.show", label: "Locations",
    help: "Open the tree of locations (add, rename, move, delete, print their labels)")
  static let addLocation = Command("location.add", label: "Add", help: "Add a location inside the selected one")
  static let addTopLocation = Command("location.add-top", label: "Add top", help: "Add a location at the top")
  static let renameLocation = Command("location.rename", label: "Rename", help: "Rename the selected location")
  static let moveLocation = Command(
    "location.move", label: "Move", help: "Move the selected location, with everything in it, somewhere else")
  static let deleteLocation = Command(
    "location.delete", label: "Delete", help: "Delete the selected location (only an empty one: says what is there)")
  static let locationLabel = Command(
    "location.label", label: "Label", help: "Make the selected location's label as a PDF (its code sets \"here\")")
}
