/**
 * The background medication analysis runs about 1 s after the cabinet changes (spec part 2 §4,
 * §9; P2-SVC-05), once per user however many changes arrive in that second (a newer change
 * replaces a pending run). Timers are unref'd; close() cancels them (on app close).
 */
import type { FastifyBaseLogger } from 'fastify';

export const medicationAnalysisDelayMs = 1000;

export function createAnalysisScheduler(run: (userId: string) => Promise<unknown>, delayMs = medicationAnalysisDelayMs, log?: FastifyBaseLogger) {
  const pending = new Map<string, NodeJS.Timeout>();
  let closed = false;
  return {
    schedule(userId: string) {
      if (closed) return;
      clearTimeout(pending.get(userId));
      const timer = setTimeout(() => {
        pending.delete(userId);
        run(userId).catch((err: unknown) => log?.error({ err, userId }, 'background medication analysis failed'));
      }, delayMs);
      timer.unref();
      pending.set(userId, timer);
    },
    pendingCount: () => pending.size,
    close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type AnalysisScheduler = ReturnType<typeof createAnalysisScheduler>;
