import type { Logger } from 'pino';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then every `intervalMs`; a run never overlaps the last one, a failure is
 * logged under `failedEvent` and the next tick tries again. The timer does not keep the process up.
 */
export function startPeriodicJob(
  log: Pick<Logger, 'error'>,
  failedEvent: string,
  run: () => Promise<unknown>,
  intervalMs: number,
): PeriodicJob {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err: unknown) => log.error({ err, event: failedEvent }, `${failedEvent}: run failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
