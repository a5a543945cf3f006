//! Judge builds: each `src/bin/<name>.rs` compiled alone, as a judge compiles it (`rustc -O
//! --edition E`, or a judge's own toolchain and flags: `judges.rs`), whatever Cargo profile the
//! tests are built in. The sample, hostile and stress tests run these, so no test depends on how
//! fast a debug build is.
//!
//! The builds are cached in `target/tmp/judge-builds/`, named by a hash of the compiler's
//! version, its flags and the file's text: a build is made again only when one of them
//! changes. Each is written under a temporary name and renamed into place, so test threads and
//! test processes that build at once (two `cargo test` runs, say) never see half a file.

use super::root;
use std::collections::HashMap;
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex, Once, OnceLock};

/// A judge's compiler: rustup's toolchain (`None`: the one on the PATH) and the flags it is run
/// with, but for the file and `-o`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Compiler {
    pub name: &'static str,
    pub toolchain: Option<&'static str>,
    pub flags: &'static [&'static str],
}

/// Today's compiler, as Luogu runs it (a recent rustc, a recent edition).
pub const TODAY: Compiler = Compiler {
    name: "today",
    toolchain: None,
    flags: &["-O", "--edition", "2021"],
};

impl Compiler {
    /// `rustc`, through rustup's `+toolchain` where there is one.
    pub fn command(&self) -> Command {
        let mut c = Command::new("rustc");
        if let Some(t) = self.toolchain {
            c.arg(format!("+{}", t));
        }
        c
    }

    /// The command line, as a message gives it.
    pub fn shown(&self) -> String {
        let plus = self.toolchain.map_or(String::new(), |t| format!(" +{}", t));
        format!("rustc{} {}", plus, self.flags.join(" "))
    }
}

/// FNV-1a, 64 bits, over `parts` (each ended by a byte 0xff, so that parts cannot run into each
/// other): a hash that stays the same from run to run and from toolchain to toolchain, for the
/// names of cached files (here and in the benchmark).
pub fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in part.iter().chain(&[0xff]) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The result of each build made in this process, one lock per build: the test threads that
/// need one build wait for the one thread that makes it.
type Builds = Mutex<HashMap<(String, Compiler), Arc<Mutex<Option<Result<PathBuf, String>>>>>>;

fn builds() -> &'static Builds {
    static BUILDS: OnceLock<Builds> = OnceLock::new();
    BUILDS.get_or_init(Default::default)
}

/// `src/bin/<name>.rs` built alone by compiler `c`: the executable, or why it does not compile.
pub fn judge_build(name: &str, c: Compiler) -> Result<PathBuf, String> {
    let slot = builds()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry((name.to_string(), c))
        .or_default()
        .clone();
    let mut slot = slot.lock().unwrap_or_else(|e| e.into_inner());
    if slot.is_none() {
        *slot = Some(build(name, c));
    }
    slot.clone().expect("built")
}

/// `src/bin/<name>.rs` as a judge builds it with today's compiler; panics if it does not build.
pub fn judge_exe(name: &str) -> PathBuf {
    build_all_in_the_background();
    judge_build(name, TODAY).unwrap_or_else(|e| panic!("{}", e))
}

/// On the first call, starts building every judge file with today's compiler, the largest first
/// (xcc takes a third of the time), as many at once as the machine has cores: the tests that
/// need them find them built or being built, and wait only for their own, instead of building
/// them one after the other as they come to them.
fn build_all_in_the_background() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let size = |name: &String| {
            let path = root().join("src/bin").join(format!("{}.rs", name));
            fs::metadata(path).map_or(0, |m| m.len())
        };
        let mut names = super::bins();
        names.sort_by_key(|n| std::cmp::Reverse(size(n)));
        let queue = Arc::new(Mutex::new(names.into_iter()));
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        for _ in 0..cores {
            let queue = Arc::clone(&queue);
            std::thread::spawn(move || loop {
                let next = queue.lock().unwrap_or_else(|e| e.into_inner()).next();
                match next {
                    // A failure is reported by the test that needs the file.
                    Some(name) => drop(judge_build(&name, TODAY)),
                    None => return,
                }
            });
        }
    });
}

fn build(name: &str, c: Compiler) -> Result<PathBuf, String> {
    let source = root().join("src/bin").join(format!("{}.rs", name));
    let text = fs::read(&source).map_err(|e| format!("{}: {}", source.display(), e))?;
    let version = c
        .command()
        .arg("-V")
        .output()
        .map_err(|e| format!("{}: {}", c.shown(), e))?;
    if !version.status.success() {
        return Err(format!(
            "`{} -V` fails: {}",
            c.shown(),
            String::from_utf8_lossy(&version.stderr)
        ));
    }
    let flags = c.flags.join(" ");
    let key = fnv1a(&[&version.stdout, flags.as_bytes(), &text]);
    // Cargo's folder for the integration tests' files; a target compiled without it (an
    // example that shares this module) uses the same place in the default target folder.
    let tmp =
        option_env!("CARGO_TARGET_TMPDIR").map_or_else(|| root().join("target/tmp"), PathBuf::from);
    let dir = tmp.join("judge-builds");
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let exe = dir.join(format!(
        "{}-{}-{:016x}{}",
        name,
        c.name.replace(|ch: char| !ch.is_ascii_alphanumeric(), "-"),
        key,
        std::env::consts::EXE_SUFFIX
    ));
    if exe.exists() {
        return Ok(exe);
    }
    // A folder of this process and this build alone (rustc writes its intermediate files next
    // to its output); the executable is renamed into place when complete.
    let tmp_dir = dir.join(format!("tmp-{}-{:016x}-{}", name, key, std::process::id()));
    fs::create_dir_all(&tmp_dir).map_err(|e| format!("{}: {}", tmp_dir.display(), e))?;
    let tmp = tmp_dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    let out = c
        .command()
        .args(c.flags)
        .arg("-o")
        .arg(&tmp)
        .arg(&source)
        .output()
        .map_err(|e| format!("{}: {}", c.shown(), e));
    match out {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            let _ = fs::remove_dir_all(&tmp_dir);
            return Err(format!(
                "`{} {}` fails:\n{}",
                c.shown(),
                source.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Err(e) => {
            let _ = fs::remove_dir_all(&tmp_dir);
            return Err(e);
        }
    }
    let renamed = fs::rename(&tmp, &exe).map_err(|e| format!("{}: {}", exe.display(), e));
    let _ = fs::remove_dir_all(&tmp_dir);
    renamed?;
    Ok(exe)
}
