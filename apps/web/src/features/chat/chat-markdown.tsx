import { Fragment, type ReactNode } from 'react';

/**
 * The small, safe subset of markdown the assistant writes: paragraphs (blank line between),
 * '- ' / '* ' bullets, '1. ' numbered lists, line breaks and **bold** (nested too). Built as React nodes,
 * never as HTML, so whatever the text holds is shown as text.
 */
type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

const bullet = /^\s*[-*•]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function markdownBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const last = (): Block | undefined => blocks[blocks.length - 1];
  let open = false; // false after a blank line: the next line starts a new block
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const item = bullet.exec(line) ?? numbered.exec(line);
    const prev = open ? last() : undefined;
    if (item) {
      const kind = bullet.test(line) ? 'ul' : 'ol';
      if (prev?.kind === kind) prev.items.push(item[1] ?? '');
      else blocks.push({ kind, items: [item[1] ?? ''] });
      open = true;
    } else if (line.trim() === '') {
      open = false;
    } else {
      if (prev?.kind === 'p') prev.lines.push(line.trim());
      else blocks.push({ kind: 'p', lines: [line.trim()] });
      open = true;
    }
  }
  return blocks;
}

export interface TextRun {
  text: string;
  bold: boolean;
}

const space = /\s/;
/**
 * `**bold**` runs, nesting allowed ("**Call now: **911** or **112**.**" is bold throughout):
 * a marker right after a word closes an open run, one right before a word opens one (markdown's
 * flanking rules, simplified); a marker that can do neither stays as typed.
 */
export function boldRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let depth = 0;
  let from = 0;
  const push = (to: number) => {
    const piece = text.slice(from, to);
    const prev = runs[runs.length - 1];
    if (!piece) return;
    if (prev && prev.bold === depth > 0) prev.text += piece;
    else runs.push({ text: piece, bold: depth > 0 });
  };
  for (const m of text.matchAll(/\*\*/g)) {
    const before = text[m.index - 1] ?? ' ';
    const after = text[m.index + 2] ?? ' ';
    const opens = !space.test(after);
    const closes = !space.test(before) && depth > 0;
    if (!opens && !closes) continue; // stays in the text
    push(m.index);
    depth += closes ? -1 : 1;
    from = m.index + 2;
  }
  push(text.length);
  return runs;
}

export function InlineText({ text }: { text: string }) {
  return boldRuns(text).map((run, i) =>
    run.bold ? (
      <strong key={i} className="font-semibold">
        {run.text}
      </strong>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <InlineText text={line} />
    </Fragment>
  ));
}

export function ChatMarkdown({ text }: { text: string }): ReactNode {
  return (
    <div className="space-y-2 break-words">
      {markdownBlocks(text).map((block, i) => {
        if (block.kind === 'p') {
          return (
            <p key={i}>
              <Lines lines={block.lines} />
            </p>
          );
        }
        const List = block.kind;
        return (
          <List key={i} className={`space-y-1 pl-5 ${List === 'ul' ? 'list-disc' : 'list-decimal'}`}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
