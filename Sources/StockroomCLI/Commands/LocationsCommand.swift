import ArgumentParser
import InventoryCore

struct LocationsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "locations",
    abstract: "Manage the tree of locations stock is kept at (a location is named by its id, code, path or name).",
    discussion: "Paths are written \"Shop/Back room/Shelf 3\". Stock given no location is at the default one.",
    subcommands: [List.self, Add.self, Rename.self, Move.self, Remove.self], defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List locations as a tree, with what each holds.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON.") var json = false

    struct JSONLocation: Encodable {
      var id: Int64
      var name: String
      var path: String
      var code: String?
      var notes: String
      var parentId: Int64?
      var isDefault: Bool
      var items: Int?
      var units: Int?
    }

    func run() throws {
      try reportingFailures {
        let summaries = try global.openLocations(for: .reading).locationSummaries()
        if json {
          return try JSONOutput.print(
            summaries.map {
              JSONLocation(
                id: $0.location.id, name: $0.location.name, path: $0.path, code: $0.location.code,
                notes: $0.location.notes, parentId: $0.location.parentID, isDefault: $0.location.isDefault,
                items: $0.items, units: $0.units)
            })
        }
        for summary in summaries {
          let name = String(repeating: "  ", count: summary.depth) + summary.location.name.terminalSafe
          let code = summary.location.code.map { "  [\($0.terminalSafe)]" } ?? ""
          let held =
            summary.location.isDefault
            ? "  (default: stock given no location)"
            : "  \(ActionWording.count(summary.items ?? 0, "item")), \(ActionWording.count(summary.units ?? 0, "unit"))"
          print(name + code + held)
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a location.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Its name (unique among its siblings, ignoring case).") var name: String
    @Option(help: "The location it is in (none: at the top).") var under: String?
    @Option(help: "A short code of your own, unique (a shelf label's).") var code: String?
    @Option(help: "Notes.") var notes = ""

    func run() throws {
      try reportingFailures {
        let inventory = try global.openLocations()
        let location = try inventory.addLocation(named: name, code: code, notes: notes, under: under)
        let path = try inventory.locationTree().path(of: location.id)
        print("added location \(path.terminalSafe) (id \(location.id))")
      }
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Rename a location, or change its code or notes.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The location.") var location: String
    @Argument(help: "Its new name (none: kept).") var newName: String?
    @Option(help: "Its new code (\"\" for none).") var code: String?
    @Option(help: "Its new notes.") var notes: String?

    func validate() throws {
      guard newName != nil || code != nil || notes != nil else {
        throw ValidationError("give a new name, --code or --notes")
      }
    }

    func run() throws {
      try reportingFailures {
        let inventory = try global.openLocations()
        var changed = try inventory.locationTree().find(location)
        if let newName { changed = try inventory.renameLocation(String(changed.id), to: newName) }
        if code != nil || notes != nil {
          changed = try inventory.editLocation(String(changed.id), code: code, notes: notes)
        }
        let path = try inventory.locationTree().path(of: changed.id)
        print("location \(path.terminalSafe) saved")
      }
    }
  }

  struct Move: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Move a location, with everything in and below it, under another (or to the top).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The location to move.") var location: String
    @Option(help: "Its new parent.") var under: String?
    @Flag(help: "Move it to the top of the tree.") var top = false

    func validate() throws {
      guard (under == nil) == top else { throw ValidationError("give either --under LOCATION or --top") }
    }

    func run() throws {
      try reportingFailures {
        let inventory = try global.openLocations()
        let moved = try inventory.moveLocation(location, under: under)
        let path = try inventory.locationTree().path(of: moved.id)
        print("moved to \(path.terminalSafe)")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete", abstract: "Delete an empty location (no stock, no sub-location).", aliases: ["remove"])
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The location.") var location: String

    func run() throws {
      try reportingFailures {
        let inventory = try global.openLocations()
        let tree = try inventory.locationTree()
        let path = tree.path(of: try tree.find(location).id)
        try inventory.deleteLocation(location)
        print("deleted location \(path.terminalSafe)")
      }
    }
  }
}
