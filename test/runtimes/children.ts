/**
 * The runtimes' processes, as the runner starts and stops them. Each is the leader of a process
 * group of its own, so stopping it ends whatever it started too (an npm shim's child, a worker
 * thread's helper); every wait has a deadline; and a runner that exits for any reason takes every
 * group still running with it.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface Child {
  /** what the process wrote so far (stdout, stderr and extra descriptors, as they came) */
  output(): string;
  /** Resolves with the first `pattern` match in the output; rejects if the process exits first or
   * `ms` pass. */
  waitFor(pattern: RegExp, ms: number): Promise<RegExpExecArray>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Signals the child's process group (its id is the child's pid, which Linux does not hand out
 * again while any process of the group lives). */
const killGroup = (child: ChildProcess, signal: NodeJS.Signals): void => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // (the group is gone already)
  }
};

process.on("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

/**
 * Starts `command` in a process group of its own, standard input closed. `fds` more pipes are
 * opened after stderr (descriptors 3, 4, ...), read into the output like the others.
 */
export function start(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; fds?: number } = { cwd: process.cwd() }): Child {
  const extra = Array.from({ length: options.fds ?? 0 }, () => "pipe" as const);
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe", ...extra], detached: true });
  running.add(child);
  let text = "";
  const listeners = new Set<() => void>();
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      running.delete(child);
      resolve();
      for (const f of listeners) f();
    };
    child.once("exit", done);
    child.once("error", (error) => {
      text += `\n[${command}: ${error.message}]`;
      done();
    });
  });
  for (const stream of child.stdio.slice(1)) {
    stream?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      for (const f of listeners) f();
    });
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null || !running.has(child);
  return {
    output: () => text,
    waitFor: (pattern, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(text);
          if (m) finish(() => resolve(m));
          else if (gone()) finish(() => reject(new Error(`exited (${child.exitCode ?? child.signalCode}) before ${pattern}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no ${pattern} within ${ms} ms`))), ms);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      }),
    stop: async (graceMs = 3_000) => {
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      // (the leader may be gone while others of its group are not)
      killGroup(child, "SIGKILL");
    },
  };
}
