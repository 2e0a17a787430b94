// The children of a process, read from /proc: no `pgrep`/`ps` (package procps), which a minimal
// Debian does not have. A child that exited but was not reaped yet (a zombie) still counts: a
// test asking "is it gone?" means "gone and reaped".
import { readdirSync, readFileSync } from 'node:fs';

export interface ChildProcessInfo {
  pid: number;
  /** The kernel's command name (at most 15 characters), e.g. `tesseract`. */
  name: string;
  /** One-letter state from /proc/PID/stat: R, S, D, Z (zombie), … */
  state: string;
}

/** /proc/PID/stat: `pid (comm) state ppid …`; comm may hold spaces and parentheses. */
function readStat(pid: number): { name: string; state: string; ppid: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ESRCH') return undefined; // exited meanwhile
    throw err;
  }
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const [state, ppid] = stat.slice(close + 2).split(' ');
  return { name: stat.slice(open + 1, close), state: state!, ppid: Number(ppid) };
}

/** Processes whose parent is `parentPid` (optionally only those named `name`). */
export function childProcesses(parentPid: number, name?: string): ChildProcessInfo[] {
  const found: ChildProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === parentPid && (name === undefined || stat.name === name)) {
      found.push({ pid: Number(entry), name: stat.name, state: stat.state });
    }
  }
  return found;
}
