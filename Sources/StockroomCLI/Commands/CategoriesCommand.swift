import ArgumentParser
import InventoryCore
import SQLiteStore

struct CategoriesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "categories", abstract: "Manage categories (deleting one never deletes its items).",
    subcommands: [List.self, Add.self, Rename.self, Recolor.self, Remove.self], defaultSubcommand: List.self)

  static let colorHelp = "One of: \(CategoryColor.allCases.map(\.rawValue).joined(separator: ", "))."

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List categories with their item counts.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON.") var json = false

    struct JSONCategory: Encodable {
      var id: Int64
      var name: String
      var color: String
      var items: Int
    }

    func run() throws {
      try reportingFailures {
        let summaries = try global.openInventory(for: .reading).categories()
        if json {
          return try JSONOutput.print(
            summaries.map {
              JSONCategory(
                id: $0.category.id ?? 0, name: $0.category.name, color: $0.category.color.rawValue, items: $0.itemCount)
            })
        }
        let names = summaries.map(\.category.name.terminalSafe)
        let width = names.map(\.terminalWidth).max() ?? 0
        for (name, summary) in zip(names, summaries) {
          let count = String(summary.itemCount).padded(toColumns: 6, alignRight: true)
          print("\(name.padded(toColumns: width))  \(count) items  \(summary.category.color.rawValue)")
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a category.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Its name (unique, ignoring case).") var name: String
    @Option(help: ArgumentHelp("Its colour.", discussion: CategoriesCommand.colorHelp)) var color: CategoryColor?

    func run() throws {
      try reportingFailures {
        let category = try global.openInventory().addCategory(named: name, color: color)
        print("added category \(category.name.terminalSafe) (\(category.color.rawValue))")
      }
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Rename a category (its items keep it).")
    @OptionGroup var global: GlobalOptions
    @Argument var name: String
    @Argument var newName: String

    func run() throws {
      try reportingFailures {
        let category = try global.openInventory().renameCategory(name, to: newName)
        print("renamed to \(category.name.terminalSafe)")
      }
    }
  }

  struct Recolor: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Change a category's colour.")
    @OptionGroup var global: GlobalOptions
    @Argument var name: String
    @Argument(help: ArgumentHelp("The new colour.", discussion: CategoriesCommand.colorHelp)) var color: CategoryColor

    func run() throws {
      try reportingFailures {
        let category = try global.openInventory().recolorCategory(name, to: color)
        print("\(category.name.terminalSafe) is now \(category.color.rawValue)")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Delete a category; its items become uncategorised.")
    @OptionGroup var global: GlobalOptions
    @Argument var name: String

    func run() throws {
      try reportingFailures {
        let count = try global.openInventory().deleteCategory(name)
        print("removed category \(name.terminalSafe); \(count) item\(count == 1 ? "" : "s") now uncategorised")
      }
    }
  }
}

extension CategoryColor: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
}
