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

/** A finding's bytes up to its source positions, with the values they were written from. */
interface KeptFinding {
  finding: Interaction;
  bytes: Buffer;
}

/** Findings by rule and pair; the knowledge base is fixed, so this is bounded by it (and capped). */
const keptFindings = new Map<string, KeptFinding>();
const keptFindingsCap = 20_000;
const keptSources = new WeakMap<Source, { title: string; url: string; accessed: string; bytes: Buffer }>();

const sameFinding = (x: Interaction, y: Interaction) =>
  x.a === y.a && x.b === y.b && x.aId === y.aId && x.bId === y.bId && x.aKind === y.aKind && x.bKind === y.bKind && x.severity === y.severity && x.summary === y.summary && x.mechanism === y.mechanism && x.management === y.management && x.evidence === y.evidence && x.ruleId === y.ruleId;

/** `{"a":…,"ruleId":…,"sourceIndexes":[`: an interaction as shareSources copies it (its fields in order, `sources` left out). */
function findingBytes(f: Interaction): Buffer {
  const key = `${f.ruleId}\n${f.aId}\n${f.bId}`;
  const kept = keptFindings.get(key);
  if (kept && sameFinding(kept.finding, f)) return kept.bytes;
  const { sources: _sources, ...fields } = f;
  const bytes = Buffer.from(`${JSON.stringify(fields).slice(0, -1)},"sourceIndexes":[`);
  if (keptFindings.size >= keptFindingsCap) keptFindings.delete(keptFindings.keys().next().value!);
  keptFindings.set(key, { finding: { ...f }, bytes });
  return bytes;
}

function sourceBytes(s: Source): Buffer {
  const kept = keptSources.get(s);
  if (kept && kept.title === s.title && kept.url === s.url && kept.accessed === s.accessed) return kept.bytes;
  const bytes = Buffer.from(JSON.stringify(s));
  keptSources.set(s, { title: s.title, url: s.url, accessed: s.accessed, bytes });
  return bytes;
}

/** Pieces of the answer in order: kept bytes, and text written per answer. */
class AnswerWriter {
  private parts: (string | Buffer)[] = [];
  private text = '';
  write(text: string) {
    this.text += text;
  }
  copy(bytes: Buffer) {
    if (this.text) this.parts.push(this.text);
    this.text = '';
    this.parts.push(bytes);
  }
  toBuffer(): Buffer {
    if (this.text) this.parts.push(this.text);
    let size = 0;
    for (const part of this.parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') at += out.write(part, at);
      else {
        out.set(part, at);
        at += part.length;
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
    if (n > 0) out.write(',');
    out.copy(findingBytes(finding));
    out.write(`${indexesOf(finding.sources).join(',')}]}`);
  });
  out.write(']');
  // Timing is only sent to plans that open it: written as shareSources' copy of each finding.
  for (const key of ['timing', 'otherTiming'] as const) {
    const list = check[key].map(({ sources: cited, ...fields }) => ({ ...fields, sourceIndexes: indexesOf(cited) }));
    out.write(`,"${key}":${JSON.stringify(list)}`);
  }
  out.write(`,"timingTips":${JSON.stringify(check.timingTips)},"schedule":${JSON.stringify(check.schedule)},"gated":${JSON.stringify(check.gated)},"sources":[`);
  sources.forEach((source, n) => {
    if (n > 0) out.write(',');
    out.copy(sourceBytes(source));
  });
  out.write(']}');
  return out.toBuffer();
}
