/** How log lines are written: for a person at a terminal, or for a log collector. */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT wins; `auto` is pretty only when stdout is a terminal (a collector reads JSON). */
export function chooseLogFormat(setting: 'auto' | LogFormat, stdoutIsTerminal: boolean | undefined): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}
