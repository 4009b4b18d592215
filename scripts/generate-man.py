#!/usr/bin/env python3
"""Writes stockroom's man pages from its argument-parser definitions.

    scripts/generate-man.py STOCKROOM_BINARY OUTPUT_FOLDER

The binary prints its whole command tree with `--experimental-dump-help` (JSON); this turns it into
stockroom(1) and one page per top-level command, stockroom-COMMAND(1), a group's subcommands as sections of
its page. The facts no definition holds (exit statuses, environment, files, examples) are written here once.
Prints the paths it wrote, one a line.
"""

import datetime
import json
import os
import subprocess
import sys

EXIT_STATUSES = [
    ("0", "Success."),
    ("1", "An unexpected failure."),
    ("3", "Not found: an item, category, unknown code or printer."),
    ("64", "Usage error: a wrong option or argument."),
    ("65", "Invalid input: a wrong check digit, a bad CSV row, a duplicate barcode, too little stock."),
    ("69", "A service is unavailable: CUPS not installed or not running, for --print."),
    ("74", "The database or a file cannot be used (missing, damaged, read-only, a server that cannot be reached)."),
    ("75", "The connection to the server was lost while committing and the server could not be asked since: "
           "the change may have been applied. Running the same command again is safe: it finishes the change "
           "or says it was already applied."),
]

ENVIRONMENT = [
    ("STOCKROOM_DB", "The database: a SQLite file, or a PostgreSQL URL "
                     "(postgresql://USER@HOST:PORT/DATABASE?sslmode=require). --db overrides it."),
    ("STOCKROOM_STATION", "This station's name, recorded with movements and scans and used by undo "
                          "(default: the host name)."),
    ("STOCKROOM_CATALOG", "The product catalogue file (default: catalog.sqlite beside the default database). "
                          "--catalog overrides it."),
    ("STOCKROOM_OPERATION_ID", "A UUID naming one change (adjust, items add, import, a session commit): a retry "
                               "with the same id is recognised and says already applied instead of counting twice."),
    ("NO_COLOR", "Any value: a monochrome terminal UI (as --no-color)."),
    ("PGPASSWORD, PGPASSFILE", "The PostgreSQL password, read as libpq does: PGPASSWORD, else the file "
                               "PGPASSFILE, else ~/.pgpass. A password in the URL is refused."),
    ("XDG_DATA_HOME", "Where the default database lives (default: ~/.local/share)."),
    ("CUPS_SERVER", "The CUPS server that --print and stockroom printers use."),
    ("LANG, LC_ALL", "The terminal UI needs a UTF-8 locale (e.g. LANG=C.UTF-8)."),
]

FILES = [
    ("$XDG_DATA_HOME/stockroom/stockroom.sqlite", "The default database (normally ~/.local/share/stockroom/)."),
    ("$XDG_DATA_HOME/stockroom/catalog.sqlite", "The product catalogue, kept by each station "
                                                "(stockroom catalog import)."),
    ("$XDG_DATA_HOME/stockroom/offline/", "Scans kept while the PostgreSQL server is away, sent when it answers."),
    ("$XDG_DATA_HOME/stockroom/stockroom-tui.log", "Errors the terminal UI could not show."),
    ("~/.pgpass", "PostgreSQL passwords (HOST:PORT:DATABASE:USER:PASSWORD, mode 600)."),
    ("~/.postgresql/root.crt", "The certificate authority for sslmode=verify-ca and verify-full."),
]

EXAMPLES = {
    "stockroom": [
        ("Open the terminal UI on the default database:", "stockroom"),
        ("Try it without a webcam, on a throwaway database:", "stockroom demo"),
        ("Add an item and scan it:",
         "stockroom items add --name 'Coffee beans' --barcode 036000291452 --quantity 4\nstockroom scan 036000291452"),
        ("Use a shared PostgreSQL server:",
         "STOCKROOM_DB='postgresql://stockroom@server/stockroom?sslmode=require' stockroom"),
    ],
    "items": [
        ("Items below their minimum, as JSON:", "stockroom items list --low-stock --json"),
        ("Add an item:", "stockroom items add --name Pens --quantity 5 --minimum 2"),
    ],
    "categories": [("List the categories:", "stockroom categories list")],
    "scan": [("Record a scan; one code a line from a USB scanner:", "stockroom scan 036000291452\nstockroom scan -")],
    "adjust": [("Take two pens out of stock:", "stockroom adjust Pens -2")],
    "undo": [("Undo this station's last change:", "stockroom undo")],
    "redo": [("Redo what undo reversed:", "stockroom redo")],
    "history": [("This station's movements:", "stockroom history --station \"$(hostname)\"")],
    "export": [("A CSV backup of the items:", "stockroom export > items.csv")],
    "import": [("Import items from CSV:", "stockroom import items.csv")],
    "backup": [("A copy of the database:", "stockroom backup stockroom-backup.sqlite")],
    "decode": [("Read the codes in a photo:", "stockroom decode shelf.jpg")],
    "watch": [("Scan a video file, reporting each code once:", "stockroom watch --camera shelf.y4m")],
    "cameras": [("List the cameras:", "stockroom cameras")],
    "demo": [("The demo, asking before each change:", "stockroom demo --ask")],
    "code": [("An EAN-13 as PNG:", "stockroom code ean13 590123412345 -o code.png")],
    "cards": [("A sheet of command cards:", "stockroom cards -o cards.pdf")],
    "labels": [("Labels for items running low:", "stockroom labels --low-stock -o labels.pdf")],
    "printers": [("The CUPS printers:", "stockroom printers")],
    "migrate": [("Copy the SQLite inventory to a server:",
                 "stockroom migrate --to 'postgresql://stockroom@server/stockroom'")],
    "offline": [("Scans the server refused after being kept offline:", "stockroom offline")],
    "catalog": [("Import Open Food Facts' export, then look a code up:",
                 "stockroom catalog import en.openfoodfacts.org.products.csv\nstockroom catalog look-up 3017620422003")],
    "count": [("Count a shelf, then apply the counts:",
               "stockroom count start\nstockroom count scan 036000291452\nstockroom count commit")],
    "receive": [("Receive a delivery:", "stockroom receive start\nstockroom receive scan 036000291452\n"
                                        "stockroom receive commit")],
    "remove": [("Take out damaged goods:", "stockroom remove start\nstockroom remove scan 036000291452\n"
                                           "stockroom remove commit")],
}


def escape(text):
    """Roff-safe text: backslashes and dashes escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        line = line.strip()
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def paragraphs(text):
    """Roff for a help text: a blank line starts a new paragraph."""
    out = []
    for block in text.strip().split("\n\n"):
        if block.strip():
            out.append(".PP")
            out.append(escape(block))
    return out


def option_label(argument):
    names = []
    for name in argument.get("names", []):
        prefix = "--" if name["kind"] == "long" else "-"
        names.append("\\fB" + escape(prefix + name["name"]) + "\\fR")
    value = argument.get("valueName")
    kind = argument.get("kind")
    if kind == "positional":
        return "\\fI" + escape(value or "value") + "\\fR" + (" ..." if argument.get("isRepeating") else "")
    label = ", ".join(names)
    if kind == "option" and value:
        label += " \\fI" + escape(value) + "\\fR"
    return label


def options(command):
    out = []
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        out.append(".TP")
        out.append(option_label(argument))
        text = argument.get("abstract", "")
        discussion = argument.get("discussion")
        if isinstance(discussion, str) and discussion:
            text += " " + discussion
        values = argument.get("allValues")
        if values:
            text += " Values: " + ", ".join(values) + "."
        if argument.get("defaultValue") not in (None, ""):
            text += " Default: " + str(argument["defaultValue"]) + "."
        out.append(escape(text.strip()) or "\\&")
    return out


def synopsis(path, command):
    parts = ["\\fB" + escape(" ".join(path)) + "\\fR"]
    if command.get("subcommands"):
        # The root command runs the terminal UI without one; a group needs one.
        parts.append("[\\fIcommand\\fR]" if len(path) == 1 else "\\fIcommand\\fR")
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True) or argument.get("preferredName", {}).get("name") in ("help", "version"):
            continue
        label = option_label(argument)
        if argument.get("isOptional") or argument.get("kind") == "flag":
            label = "[" + label + "]"
        parts.append(label)
    return [".nh", ".ad l", ".PP", " ".join(parts), ".ad", ".hy"]


def visible_subcommands(command):
    return [s for s in command.get("subcommands", []) if s.get("shouldDisplay", True) and s["commandName"] != "help"]


def common_sections(page_name):
    out = [".SH EXIT STATUS"]
    for status, meaning in EXIT_STATUSES:
        out += [".TP", "\\fB" + status + "\\fR", escape(meaning)]
    out.append(".SH ENVIRONMENT")
    for name, meaning in ENVIRONMENT:
        out += [".TP", "\\fB" + escape(name) + "\\fR", escape(meaning)]
    out.append(".SH FILES")
    for name, meaning in FILES:
        out += [".TP", "\\fI" + escape(name) + "\\fR", escape(meaning)]
    examples = EXAMPLES.get(page_name, [])
    if examples:
        out.append(".SH EXAMPLES")
        for text, command in examples:
            out += [".PP", escape(text), ".PP", ".RS 4", ".nf"] + [escape(line) for line in command.split("\n")]
            out += [".fi", ".RE"]
    return out


def header(title, version, date):
    return [
        '.\\" Generated by scripts/generate-man.py from stockroom --experimental-dump-help; do not edit.',
        '.TH "%s" "1" "%s" "stockroom %s" "User Commands"' % (escape(title.upper()), date, escape(version)),
    ]


def root_page(root, version, date):
    subcommands = visible_subcommands(root)
    out = header("stockroom", version, date)
    out += [".SH NAME", "stockroom \\- " + escape(root.get("abstract", "a terminal inventory manager"))]
    out += [".SH SYNOPSIS"] + synopsis(["stockroom"], root)
    out += [".SH DESCRIPTION"] + paragraphs(root.get("abstract", "") + "\n\n" + root.get("discussion", ""))
    out += [".SH OPTIONS"] + options(root)
    out += [".SH COMMANDS"]
    for sub in subcommands:
        out += [".TP", "\\fBstockroom\\-%s\\fR(1)" % escape(sub["commandName"]), escape(sub.get("abstract", ""))]
    out += common_sections("stockroom")
    out += [".SH SEE ALSO"]
    out.append(",\n".join("\\fBstockroom\\-%s\\fR(1)" % escape(s["commandName"]) for s in subcommands))
    return "\n".join(out) + "\n"


def command_page(command, version, date):
    name = command["commandName"]
    out = header("stockroom-" + name, version, date)
    out += [".SH NAME", "stockroom\\-%s \\- %s" % (escape(name), escape(command.get("abstract", "")))]
    out += [".SH SYNOPSIS"] + synopsis(["stockroom", name], command)
    for sub in visible_subcommands(command):
        out += synopsis(["stockroom", name, sub["commandName"]], sub)
    out += [".SH DESCRIPTION"] + paragraphs(command.get("abstract", "") + "\n\n" + command.get("discussion", ""))
    if command.get("arguments"):
        out += [".SH OPTIONS"] + options(command)
    subcommands = visible_subcommands(command)
    if subcommands:
        out.append(".SH COMMANDS")
        for sub in subcommands:
            out += [".SS \"%s\"" % escape("stockroom %s %s" % (name, sub["commandName"]))]
            out += paragraphs(sub.get("abstract", "") + "\n\n" + sub.get("discussion", ""))
            out += [".PP", "Options:", ".RS 4"] + options(sub) + [".RE"]
    out += common_sections(name)
    out += [".SH SEE ALSO", "\\fBstockroom\\fR(1)"]
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: scripts/generate-man.py STOCKROOM_BINARY OUTPUT_FOLDER\n")
        return 64
    binary, folder = sys.argv[1], sys.argv[2]
    tree = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True).stdout)
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    # SOURCE_DATE_EPOCH keeps a package build reproducible; otherwise today.
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", datetime.datetime.now(datetime.timezone.utc).timestamp()))
    date = datetime.datetime.fromtimestamp(epoch, datetime.timezone.utc).strftime("%Y-%m-%d")
    root = tree["command"]
    os.makedirs(folder, exist_ok=True)
    pages = {"stockroom.1": root_page(root, version, date)}
    for command in visible_subcommands(root):
        pages["stockroom-%s.1" % command["commandName"]] = command_page(command, version, date)
    for name, text in pages.items():
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as page:
            page.write(text)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
