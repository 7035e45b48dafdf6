//! The `scouter` binary: everything lives in the library; this only turns its result into an
//! exit status.
fn main() -> std::process::ExitCode {
    scouter::cli::main()
}
