// A Scouter prompt assembled from the library's parts: the same completer, hinter and
// highlighter as `scouter`, with history kept in memory only.
//
//   cargo run --example repl
//
// Then type `help`, `c vegetas phys` and Tab (the name is completed and quoted), `r crd-3.0.0/`
// and Tab (rule ids, one segment at a time), and Ctrl-D to leave.

use reedline::{
    default_emacs_keybindings, ColumnarMenu, Emacs, KeyCode, KeyModifiers, MenuBuilder, Reedline,
    ReedlineEvent, ReedlineMenu, Signal,
};
use scouter::commands::Session;
use scouter::render::Style;
use scouter::repl::{execute, Outcome, ScouterCompleter, ScouterHighlighter, ScouterHinter};

fn main() -> anyhow::Result<()> {
    let mut session = Session::embedded()?;
    let style = Style::detect();

    let mut keys = default_emacs_keybindings();
    let tab = vec![
        ReedlineEvent::Menu("completion".into()),
        ReedlineEvent::MenuNext,
    ];
    keys.add_binding(
        KeyModifiers::NONE,
        KeyCode::Tab,
        ReedlineEvent::UntilFound(tab),
    );
    let menu = ColumnarMenu::default().with_name("completion");

    let mut editor = Reedline::create()
        .with_completer(Box::new(ScouterCompleter::new(session.corpus())))
        .with_quick_completions(true)
        .with_menu(ReedlineMenu::EngineCompleter(Box::new(menu)))
        .with_edit_mode(Box::new(Emacs::new(keys)))
        .with_hinter(Box::new(ScouterHinter::new(style.color)))
        .with_highlighter(Box::new(ScouterHighlighter::new(style.color)));

    while let Signal::Success(line) = editor.read_line(&scouter::repl::ScouterPrompt)? {
        match execute(&mut session, &line, &style) {
            Outcome::Printed { text, .. } => print!("{text}"),
            Outcome::Failed(message) => println!("error: {message}"),
            Outcome::Exit => break,
            Outcome::Blank | Outcome::More => {}
        }
    }
    Ok(())
}
