import TerminalUI

// The app's command table: every command is declared here once, with its hint-bar label and help line.
// Screens bind keys to these in their keymaps; the hint bar and help are generated from those bindings.

// MARK: Moving between the top-level screens.
extension Command {
  static let nextTab = Command("tab.next", label: "Next", help: "Go to the next screen")
  static let previousTab = Command("tab.previous", label: "Prev", help: "Go to the previous screen")
  static func showTab(_ number: Int, _ title: String) -> Command {
    Command("tab.\(number)", label: title, help: "Go to the \(title) screen")
  }
  static let exportItems = Command(
    "file.export", label: "Export", help: "Export every item to a CSV file (asks for the path)")
  static let backup = Command(
    "file.backup", label: "Backup", help: "Back up the database to a file (asks for the path)")
  static let goToItem = Command(
    "item.go-to", label: "Go to item",
    help: "Go to an item from any screen: type part of its name, its barcode or any word, Enter selects it in Inventory"
  )
  static let moveStock = Command(
    "scan.move", label: "Move",
    help: "Move stock by scanning: from here (a location's label scanned first), scan the items, then the label of "
      + "where they go; again stops")
  static let nextScanMode = Command(
    "scan.mode-next-global", label: "Scan mode",
    help: "Next scan mode on every screen: add stock, remove stock, look up (shown in the header)")
}

// MARK: Inventory list.
extension Command {
  static let editItem = Command("item.edit", label: "Edit", help: "Edit the selected item")
  static let newItem = Command("item.new", label: "New", help: "Add a new item")
  static let addOne = Command("item.add-one", label: "+1", help: "Add one to the selected item's stock")
  static let removeOne = Command("item.remove-one", label: "-1", help: "Take one from the selected item's stock")
  static let deleteItem = Command("item.delete", label: "Delete", help: "Delete the selected item (asks first)")
  static let undo = Command(
    "action.undo", label: "Undo",
    help: "Undo this window's last action (stock change, add, edit, delete): says what first, Enter confirms")
  static let redo = Command("action.redo", label: "Redo", help: "Do again what the last undo reversed")
  static let search = Command("list.search", label: "Find", help: "Search as you type (Enter keeps, Esc clears)")
  static let filterCategory = Command("item.category-filter", label: "Category", help: "Show one category only")
  static let sortNext = Command("item.sort", label: "Sort", help: "Sort by the next column")
  static let sortReverse = Command("item.sort-reverse", label: "Reverse", help: "Reverse the sort order")
  static let leaveSearch = Command("search.leave", label: "List", help: "Keep the search and go back to the list")
  static let clearSearch = Command("search.clear", label: "Clear", help: "Clear the search")
}

// MARK: Labels (PDF files of item labels; every code read back before it is drawn).
extension Command {
  static let itemLabel = Command(
    "item.label", label: "Label",
    help:
      "Make the item's labels as a PDF: layout, copies and file (asks; offers an in-store code if it has no barcode)")
  static let listLabels = Command(
    "list.labels", label: "Labels",
    help: "Make a sheet of labels for every item in the list, or only those without a barcode (they get in-store "
      + "codes, asked first), as a PDF")
}

// MARK: Item editor.
extension Command {
  static let save = Command("editor.save", label: "Save", help: "Save the item")
  static let cancelEdit = Command("editor.cancel", label: "Cancel", help: "Close without saving (asks if changed)")
  static let nextField = Command("editor.next", label: "Next", help: "Go to the next field")
  static let previousField = Command("editor.previous", label: "Prev", help: "Go to the previous field")
  static let pickCategory = Command(
    "editor.category", label: "Category", help: "Choose the category (or make a new one) on the Category field")
  static let generateBarcode = Command(
    "editor.in-store-code", label: "In-store code",
    help: "Give an item without a barcode an in-store EAN-13 (prefix 20)")
  static let createSuggestedCategory = Command(
    "editor.suggested-category", label: "Make category",
    help: "Create the category the product catalogue suggests and choose it (shown when the inventory lacks it)")
  static let addOtherBarcode = Command(
    "editor.barcode-add", label: "+Barcode",
    help: "Give the saved item another barcode (a new label, a case of 12): code, units per scan, label")
  static let removeOtherBarcode = Command(
    "editor.barcode-remove", label: "-Barcode", help: "Take one of the item's other barcodes off it (pick it)")
}

// MARK: Low stock, categories, history, settings.
extension Command {
  static let exportReorderList = Command(
    "lowstock.export", label: "Export", help: "Export the reorder list to a CSV file (asks for the path)")
  static let addCategory = Command("category.add", label: "Add", help: "Add a category")
  static let renameCategory = Command("category.rename", label: "Rename", help: "Rename the selected category")
  static let recolorCategory = Command(
    "category.recolor", label: "Colour", help: "Change the selected category's colour")
  static let deleteCategory = Command(
    "category.delete", label: "Delete", help: "Delete the selected category (its items are kept, uncategorised)")
  static let switchHistory = Command(
    "history.switch", label: "View",
    help: "Next view: stock movements, scans, actions, codes made (Created)")
  static let changeSetting = Command(
    "setting.change", label: "Change", help: "Change the selected setting (next value)")
  static let previousValue = Command("setting.previous", label: "Previous", help: "Back to the previous value")
}
