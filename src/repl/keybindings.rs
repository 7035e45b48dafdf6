//! Key bindings: Emacs defaults (Ctrl-R history search, Ctrl-C clears the line, Ctrl-D leaves)
//! plus Tab for completion (a lone match is inserted, several open a menu).

use reedline::{
    default_emacs_keybindings, ColumnarMenu, Emacs, KeyCode, KeyModifiers, MenuBuilder,
    ReedlineEvent, ReedlineMenu,
};

/// The completion menu's name, as the Tab binding refers to it.
pub const COMPLETION_MENU: &str = "completion_menu";

/// The edit mode with the Tab binding added.
pub fn edit_mode() -> Box<Emacs> {
    let mut keys = default_emacs_keybindings();
    keys.add_binding(
        KeyModifiers::NONE,
        KeyCode::Tab,
        ReedlineEvent::UntilFound(vec![
            ReedlineEvent::Menu(COMPLETION_MENU.to_string()),
            ReedlineEvent::MenuNext,
        ]),
    );
    keys.add_binding(
        KeyModifiers::SHIFT,
        KeyCode::BackTab,
        ReedlineEvent::MenuPrevious,
    );
    Box::new(Emacs::new(keys))
}

/// The completion menu (columns of suggestions).
pub fn completion_menu() -> ReedlineMenu {
    ReedlineMenu::EngineCompleter(Box::new(ColumnarMenu::default().with_name(COMPLETION_MENU)))
}
