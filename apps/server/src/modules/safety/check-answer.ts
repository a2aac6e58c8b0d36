/**
 * The body of POST /api/safety/check as bytes: exactly `JSON.stringify(shareSources(check))`
 * (core's safetyCheckResponseSchema; a test compares the two), written without building the
 * shared answer or one 24 KB string first. Turning that string into UTF-8 for the socket (it is
 * two bytes a character: the knowledge base's texts use ’ and —), and Fastify measuring it for
 * Content-Length, cost more than the check itself. Instead, what a finding takes from the
 * knowledge base (names, the rule's texts) and each source are encoded once and kept; an answer
 * copies those bytes and writes only its own parts (source positions, the list as typed).
 */
import type { GatedSafetyCheck } from '@thrivewell/knowledge/plan-gating';
import type { Interaction } from '@thrivewell/knowledge/interactions';
import type { Source } from '@thrivewell/knowledge/source';

/** Kept bytes with a comma before them (a list's later items) and without (its first). */
interface Kept {
  later: Buffer;
  first: Buffer;
}
const kept = (text: string): Kept => {
  const later = Buffer.from(`,${text}`);
  return { later, first: later.subarray(1) };
};

/** A finding's bytes up to its source positions, with the values they were written from. */
interface KeptFinding extends Kept {
  finding: Interaction;
}

/** Findings by rule, then pair (a, b); the knowledge base is fixed, so this is bounded by it (and capped). */
const keptFindings = new Map<string, Map<string, Map<string, KeptFinding>>>();
let keptFindingCount = 0;
const keptFindingsCap = 20_000;
const keptSources = new WeakMap<Source, Kept & { title: string; url: string; accessed: string }>();

/** Every field a kept finding is compared on; the type check fails when Interaction gains one this leaves out. */
type ComparedField = 'a' | 'b' | 'aId' | 'bId' | 'aKind' | 'bKind' | 'severity' | 'summary' | 'mechanism' | 'management' | 'evidence' | 'ruleId';
const everyFieldCompared: [Exclude<keyof Interaction, ComparedField | 'sources'>] extends [never] ? true : never = true;
void everyFieldCompared;

const sameFinding = (x: Interaction, y: Interaction) =>
  x.a === y.a && x.b === y.b && x.aId === y.aId && x.bId === y.bId && x.aKind === y.aKind && x.bKind === y.bKind && x.severity === y.severity && x.summary === y.summary && x.mechanism === y.mechanism && x.management === y.management && x.evidence === y.evidence && x.ruleId === y.ruleId;

/** `{"a":…,"ruleId":…,"sourceIndexes":[`: an interaction as shareSources copies it (its fields in order, `sources` left out). */
function findingBytes(f: Interaction): Kept {
  const found = keptFindings.get(f.ruleId)?.get(f.aId)?.get(f.bId);
  if (found && sameFinding(found.finding, f)) return found;
  if (keptFindingCount >= keptFindingsCap) {
    keptFindings.clear();
    keptFindingCount = 0;
  }
  let byA = keptFindings.get(f.ruleId);
  if (!byA) keptFindings.set(f.ruleId, (byA = new Map()));
  let byB = byA.get(f.aId);
  if (!byB) byA.set(f.aId, (byB = new Map()));
  if (!byB.has(f.bId)) keptFindingCount++;
  const { sources: _sources, ...fields } = f;
  const entry = { ...kept(`${JSON.stringify(fields).slice(0, -1)},"sourceIndexes":[`), finding: { ...f } };
  byB.set(f.bId, entry);
  return entry;
}

function sourceBytes(s: Source): Kept {
  const found = keptSources.get(s);
  if (found && found.title === s.title && found.url === s.url && found.accessed === s.accessed) return found;
  const entry = { ...kept(JSON.stringify(s)), title: s.title, url: s.url, accessed: s.accessed };
  keptSources.set(s, entry);
  return entry;
}

const digitsOf = (n: number): number => (n < 10 ? 1 : 1 + digitsOf(Math.floor(n / 10)));

/** A position (a whole number ≥ 0) in decimal at `at`; returns where it ends. */
function writeDigits(out: Buffer, at: number, n: number): number {
  if (n >= 10) at = writeDigits(out, at, Math.floor(n / 10));
  out[at] = 0x30 + (n % 10);
  return at + 1;
}

/**
 * Pieces of the answer in order: kept bytes, text written per answer, and a finding's source
 * positions (`0,4,7]}`: written digit by digit, the answer's most frequent piece).
 */
class AnswerWriter {
  private parts: (string | Buffer | readonly number[])[] = [];
  private text = '';
  write(text: string) {
    this.text += text;
  }
  private flush() {
    if (this.text) this.parts.push(this.text);
    this.text = '';
  }
  copy(bytes: Buffer) {
    this.flush();
    this.parts.push(bytes);
  }
  positions(list: readonly number[]) {
    this.flush();
    this.parts.push(list);
  }
  toBuffer(): Buffer {
    this.flush();
    let size = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') size += Buffer.byteLength(part);
      else if (Buffer.isBuffer(part)) size += part.length;
      else {
        size += Math.max(0, part.length - 1) + 2; // the commas and `]}`
        for (const n of part) size += digitsOf(n);
      }
    }
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') at += out.write(part, at);
      else if (Buffer.isBuffer(part)) {
        out.set(part, at);
        at += part.length;
      } else {
        part.forEach((n, i) => {
          if (i > 0) out[at++] = 0x2c; // ,
          at = writeDigits(out, at, n);
        });
        out[at++] = 0x5d; // ]
        out[at++] = 0x7d; // }
      }
    }
    return out;
  }
}

export function checkAnswerJson(check: GatedSafetyCheck): Buffer {
  const out = new AnswerWriter();
  const sources: Source[] = [];
  const positionOf = new Map<string, number>();
  // As shareSources: positions in the order sources are first cited, each once per finding.
  const indexesOf = (list: readonly Source[]): number[] => {
    const indexes: number[] = [];
    for (const source of list) {
      let at = positionOf.get(source.url);
      if (at === undefined) {
        at = sources.push(source) - 1;
        positionOf.set(source.url, at);
      }
      if (!indexes.includes(at)) indexes.push(at);
    }
    return indexes;
  };
  out.write(`{"resolved":${JSON.stringify(check.resolved)},"unresolved":${JSON.stringify(check.unresolved)},"interactions":[`);
  check.interactions.forEach((finding, n) => {
    const bytes = findingBytes(finding);
    out.copy(n > 0 ? bytes.later : bytes.first);
    out.positions(indexesOf(finding.sources));
  });
  out.write(']');
  // Timing is only sent to plans that open it: written as shareSources' copy of each finding.
  for (const key of ['timing', 'otherTiming'] as const) {
    const list = check[key].map(({ sources: cited, ...fields }) => ({ ...fields, sourceIndexes: indexesOf(cited) }));
    out.write(`,"${key}":${JSON.stringify(list)}`);
  }
  out.write(`,"timingTips":${JSON.stringify(check.timingTips)},"schedule":${JSON.stringify(check.schedule)},"gated":${JSON.stringify(check.gated)},"sources":[`);
  sources.forEach((source, n) => {
    const bytes = sourceBytes(source);
    out.copy(n > 0 ? bytes.later : bytes.first);
  });
  out.write(']}');
  return out.toBuffer();
}
