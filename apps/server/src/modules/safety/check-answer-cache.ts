/**
 * Answers of POST /api/safety/check kept as their bytes, least recently used first out
 * (docs/decisions/0015-check-answer-cache.md). An answer is a pure function of the typed list,
 * the plan's access (plan-gating.ts) and the knowledge base, so the same list on the same plan
 * gets the same bytes; the popular lists (the analyzer's examples and shared `?items=` links)
 * then cost a lookup instead of a check. An answer is kept from the second time its list is
 * asked for. Only checks without the person's cabinet are kept: a personal check depends on
 * their saved rows.
 */
import { nameIndexVersion } from '@thrivewell/knowledge/name-index';
import type { PlanAccess } from '@thrivewell/knowledge/plan-gating';

export interface CheckAnswerCache {
  /** The kept answer of this list on this plan, or undefined. */
  get(items: readonly string[], access: PlanAccess): Buffer | undefined;
  /**
   * Offers the answer of a list that missed. It is kept (copied unless it owns its memory) the
   * second time its list is offered: a list asked for once, as most are, never displaces the
   * popular ones, and the uncached path does not pay for keeping answers no one asks for again.
   * One larger than the byte cap is never kept.
   */
  offer(items: readonly string[], access: PlanAccess, answer: Buffer): void;
  /** How many answers are kept, and their bytes (answers and keys). */
  readonly size: number;
  readonly bytes: number;
}

export interface CheckAnswerCacheLimits {
  maxAnswers?: number;
  maxBytes?: number;
  /** The knowledge base's version (tests pass another); part of every key. */
  knowledgeVersion?: () => string;
}

/** Keys are JS strings: count two bytes a character. */
const keyBytes = (key: string) => key.length * 2;

/** FNV-1a, 32 bits: lists offered once are remembered by this, not by their (up to 20 KB) key. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function createCheckAnswerCache({ maxAnswers = 1000, maxBytes = 8 * 1024 * 1024, knowledgeVersion = nameIndexVersion }: CheckAnswerCacheLimits = {}): CheckAnswerCache {
  const answers = new Map<string, Buffer>();
  let bytes = 0;
  // Hashes of lists offered once (a collision only keeps an answer one request early); emptied when full.
  const offeredOnce = new Set<number>();
  const offeredOnceCap = maxAnswers * 4;
  const keyOf = (items: readonly string[], access: PlanAccess) =>
    `${knowledgeVersion()}|${access.supplementInteractions ? 1 : 0}${access.foodDrugTiming ? 1 : 0}|${JSON.stringify(items)}`;
  const drop = (key: string, answer: Buffer) => {
    answers.delete(key);
    bytes -= keyBytes(key) + answer.length;
  };
  return {
    get(items, access) {
      const key = keyOf(items, access);
      const answer = answers.get(key);
      if (answer === undefined) return undefined;
      // Most recently used last: a Map iterates in insertion order.
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    },
    offer(items, access, answer) {
      const key = keyOf(items, access);
      const size = keyBytes(key) + answer.length;
      if (size > maxBytes) return;
      const hash = hashOf(key);
      if (!offeredOnce.delete(hash)) {
        if (offeredOnce.size >= offeredOnceCap) offeredOnce.clear();
        offeredOnce.add(hash);
        return;
      }
      const old = answers.get(key);
      if (old !== undefined) drop(key, old);
      answers.set(key, ownMemory(answer));
      bytes += size;
      for (const [oldestKey, oldest] of answers) {
        if (answers.size <= maxAnswers && bytes <= maxBytes) break;
        drop(oldestKey, oldest);
      }
    },
    get size() {
      return answers.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * A small Buffer.allocUnsafe is a slice of a shared 8 KB pool: keeping it would keep the whole
 * pool. Such an answer is copied into memory of its own.
 */
function ownMemory(answer: Buffer): Buffer {
  if (answer.byteOffset === 0 && answer.buffer.byteLength === answer.length) return answer;
  const own = Buffer.allocUnsafeSlow(answer.length);
  answer.copy(own);
  return own;
}
