/**
 * An answer being composed by the built-in responder: paragraphs of plain text with simple
 * markdown, the sources of the facts it used (de-duplicated by url) and the profile sections
 * it drew on.
 */
import { uniqueSources, type ChatSource } from '@thrivewell/core/contracts/chat-contract';

/** A source to cite: knowledge-base sources qualify too (their extra fields are dropped). */
export type SourceLike = ChatSource;

/** What the assistant answers: the chat contract's text and sources, and the profile sections it drew on. */
export interface AssistantReply {
  text: string;
  /** The sources of the facts the answer used, de-duplicated by url. */
  sources: ChatSource[];
  /** Profile sections (unified_user_profiles columns) the answer drew on. */
  usedDataSections: string[];
}

export class Answer {
  private readonly paragraphs: string[] = [];
  private readonly cited: SourceLike[] = [];
  private readonly sections = new Set<string>();

  /** Adds paragraphs (empty ones are skipped). */
  say(...paragraphs: (string | null | undefined | false)[]): this {
    for (const p of paragraphs) if (p && p.trim()) this.paragraphs.push(p.trim());
    return this;
  }

  /** Cites sources (first title for each url kept). */
  cite(...lists: readonly (readonly SourceLike[])[]): this {
    for (const list of lists) this.cited.push(...list);
    return this;
  }

  /** Records profile sections (unified_user_profiles columns) the answer drew on. */
  use(...sections: readonly string[]): this {
    for (const s of sections) this.sections.add(s);
    return this;
  }

  get isEmpty(): boolean {
    return this.paragraphs.length === 0;
  }

  /** Appends another answer's paragraphs, sources and sections. */
  append(other: Answer): this {
    const reply = other.reply();
    if (reply.text) this.paragraphs.push(reply.text);
    this.cite(reply.sources);
    this.use(...reply.usedDataSections);
    return this;
  }

  reply(): AssistantReply {
    return { text: this.paragraphs.join('\n\n'), sources: uniqueSources(this.cited), usedDataSections: [...this.sections] };
  }
}

/** The line every medication answer ends with. */
export const pharmacistLine = 'This is general information, not medical advice. Please talk to your pharmacist or doctor before combining or changing medicines.';

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The text in a few chunks (per paragraph) whose concatenation is the text. */
export function chunksOf(text: string): string[] {
  const parts = text.split('\n\n');
  return parts.map((p, i) => (i < parts.length - 1 ? `${p}\n\n` : p)).filter((p) => p.length > 0);
}
