//! The tables: one per set (each program's median, rate, slowest process, peak RSS, ratio and
//! check), then a summary of the ratios.

/// One program's figures on one set.
pub struct Row {
    pub program: String,
    pub runs: usize,
    /// Median seconds of the whole set (the sum of the per-process medians), and whether it is
    /// only a lower bound (a timeout).
    pub median: Option<(f64, bool)>,
    /// The slowest process's median, for sets of one process per instance.
    pub slowest: Option<(f64, bool)>,
    pub rss_kib: i64,
    pub check: String,
    /// Ours' median over the rounds this program ran (what its ratio is taken against).
    pub ours: Option<(f64, bool)>,
}

pub fn secs(x: f64) -> String {
    if x < 10.0 {
        format!("{:.3}", x)
    } else {
        format!("{:.1}", x)
    }
}

fn rate(x: f64) -> String {
    if x >= 100.0 {
        format!("{:.0}", x)
    } else if x >= 10.0 {
        format!("{:.1}", x)
    } else {
        format!("{:.2}", x)
    }
}

fn bound((x, low): (f64, bool)) -> String {
    format!("{}{}", if low { ">" } else { "" }, secs(x))
}

pub use crate::common::{grouped, thousands};

/// A Markdown table with aligned columns.
pub fn table(rows: &[Vec<String>]) -> String {
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|k| rows.iter().map(|r| r[k].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for (n, r) in rows.iter().enumerate() {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .map(|(c, &w)| format!("{:<w$}", c, w = w))
            .collect();
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
        if n == 0 {
            let rule: Vec<String> = widths.iter().map(|&w| "-".repeat(w + 2)).collect();
            out.push_str(&format!("|{}|\n", rule.join("|")));
        }
    }
    out
}

/// The ratio peer / ours, when both medians are known (`>` when the peer's is a lower bound).
pub fn ratio(ours: Option<(f64, bool)>, peer: Option<(f64, bool)>) -> Option<String> {
    match (ours, peer) {
        (Some((o, false)), Some((p, low))) if o > 0.0 => {
            // Three significant digits below 0.1 (a memo's peer can be 1000x faster today).
            let x = p / o;
            let digits = match x {
                x if x > 0.0 && x < 0.1 => (2.0 - x.log10().floor()) as usize,
                _ => 2,
            };
            Some(format!("{}{:.*}x", if low { ">" } else { "" }, digits, x))
        }
        _ => None,
    }
}

/// The table of one set: ours first, then each peer.
pub fn set_table(instances: usize, per_process: bool, rows: &[Row]) -> String {
    let mut head = vec!["program", "runs", "median s", "inst/s"];
    if per_process {
        head.push("max s/process");
    }
    head.extend(["peak RSS MiB", "peer/ours", "check"]);
    let mut t = vec![head.iter().map(|s| s.to_string()).collect::<Vec<_>>()];
    for (k, r) in rows.iter().enumerate() {
        let mut line = vec![r.program.clone(), r.runs.to_string()];
        line.push(r.median.map_or("-".into(), bound));
        line.push(match r.median {
            Some((m, false)) if m > 0.0 => rate(instances as f64 / m),
            _ => "-".into(),
        });
        if per_process {
            line.push(r.slowest.map_or("-".into(), bound));
        }
        line.push(if r.rss_kib > 0 {
            format!("{:.1}", r.rss_kib as f64 / 1024.0)
        } else {
            "-".into()
        });
        line.push(if k == 0 {
            String::new()
        } else {
            ratio(r.ours, r.median).unwrap_or_else(|| "-".into())
        });
        line.push(r.check.clone());
        t.push(line);
    }
    table(&t)
}
