#ifndef STOCKROOM_CNCURSESW_SHIM_H
#define STOCKROOM_CNCURSESW_SHIM_H
// SwiftPM drops ncursesw's -D flags (pkg-config is skipped: its .so is a linker script that pulls in
// tinfo), so the wide-character API (get_wch, setcchar, mvwadd_wch) must be switched on here.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <termios.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Attribute macros are built from NCURSES_BITS and do not import into Swift.
static inline attr_t stockroom_a_normal(void) { return A_NORMAL; }
static inline attr_t stockroom_a_bold(void) { return A_BOLD; }
static inline attr_t stockroom_a_reverse(void) { return A_REVERSE; }
static inline attr_t stockroom_a_underline(void) { return A_UNDERLINE; }
static inline attr_t stockroom_a_dim(void) { return A_DIM; }

// Function-like macros.
static inline int stockroom_color_pair(int pair) { return (int)COLOR_PAIR(pair); }
static inline int stockroom_key_f(int n) { return KEY_F(n); }

// getmaxyx is a macro; getmaxy/getmaxx are functions but take the window explicitly, which is the
// point: `stdscr`, LINES and COLS are errors to read in Swift 6 mode, so callers keep initscr()'s WINDOW*.
static inline int stockroom_rows(WINDOW *window) { return getmaxy(window); }
static inline int stockroom_columns(WINDOW *window) { return getmaxx(window); }

// `stdscr`, COLORS and COLOR_PAIRS are globals that Swift 6 refuses to read (not concurrency-safe);
// the run loop is single-threaded, so reading them here is fine.
static inline WINDOW *stockroom_stdscr(void) { return stdscr; }
static inline int stockroom_colors(void) { return COLORS; }
static inline int stockroom_color_pairs(void) { return COLOR_PAIRS; }

// Mouse masks are macros built from NCURSES_MOUSE_MASK.
static inline mmask_t stockroom_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t stockroom_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t stockroom_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t stockroom_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t stockroom_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t stockroom_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t stockroom_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t stockroom_wheel_down(void) { return BUTTON5_PRESSED; }

// Sequences terminals send for keys their terminfo entry may list differently (TERM=xterm inside tmux
// sends End as ESC [4~; PuTTY's F1-F4 are ESC [11~-[14~; rxvt's Home/End ESC [7~/[8~): registered with
// define_key, as htop does, unless the entry binds the sequence already (key_defined). KEY_F is a macro,
// and a table of C strings is simpler here than from Swift.
static inline void stockroom_define_fallback_keys(void) {
  static const struct {
    const char *sequence;
    int code;
  } keys[] = {
      {"\033[1~", KEY_HOME},   {"\033[4~", KEY_END},    {"\033[H", KEY_HOME},     {"\033[F", KEY_END},
      {"\033[7~", KEY_HOME},   {"\033[8~", KEY_END},    {"\033OH", KEY_HOME},     {"\033OF", KEY_END},
      {"\033[2~", KEY_IC},     {"\033[3~", KEY_DC},     {"\033[5~", KEY_PPAGE},   {"\033[6~", KEY_NPAGE},
      {"\033[11~", KEY_F(1)},  {"\033[12~", KEY_F(2)},  {"\033[13~", KEY_F(3)},   {"\033[14~", KEY_F(4)},
      {"\033[15~", KEY_F(5)},  {"\033[17~", KEY_F(6)},  {"\033[18~", KEY_F(7)},   {"\033[19~", KEY_F(8)},
      {"\033[20~", KEY_F(9)},  {"\033[21~", KEY_F(10)}, {"\033[23~", KEY_F(11)},  {"\033[24~", KEY_F(12)},
      {"\033OP", KEY_F(1)},    {"\033OQ", KEY_F(2)},    {"\033OR", KEY_F(3)},     {"\033OS", KEY_F(4)},
  };
  for (size_t index = 0; index < sizeof keys / sizeof keys[0]; index++) {
    if (key_defined(keys[index].sequence) == 0) define_key(keys[index].sequence, keys[index].code);
  }
}

// Terminfo strings used to restore the terminal from a crash handler, where curses cannot be called.
// tigetstr returns (char *)-1 for "not a string capability": normalised to NULL here.
static inline const char *stockroom_tigetstr(const char *name) {
  char *value = tigetstr(name);
  return (value == (char *)-1) ? NULL : value;
}

// Capabilities of the terminal curses has loaded (call after newterm). tigetnum returns -1 (absent) or
// -2 (not a number capability); tiparm is variadic, which Swift cannot call.
static inline int stockroom_tigetnum(const char *name) { return tigetnum(name); }
static inline int stockroom_can_address_cursor(void) { return stockroom_tigetstr("cup") != NULL; }

/// The cursor_address sequence for (row, column), or NULL when the terminal has none.
static inline const char *stockroom_cursor_address(int row, int column) {
  const char *cup = stockroom_tigetstr("cup");
  return cup == NULL ? NULL : tiparm(cup, row, column);
}

// Whether the locale set by setlocale(LC_ALL, "") encodes characters as UTF-8 (nl_langinfo(CODESET)).
static inline int stockroom_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

#endif
