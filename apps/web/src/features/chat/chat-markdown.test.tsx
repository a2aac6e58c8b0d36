// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { boldRuns, ChatMarkdown, markdownBlocks } from './chat-markdown';

afterEach(cleanup);

describe('assistant text as simple markdown', () => {
  it('splits paragraphs on blank lines, groups bullets and numbered items, keeps line breaks', () => {
    expect(markdownBlocks('Intro line\nsecond line\n\n- one\n* two\n1. first\n2) second\n\nEnd')).toEqual([
      { kind: 'p', lines: ['Intro line', 'second line'] },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'p', lines: ['End'] },
    ]);
  });

  it('renders **bold**, lists and paragraphs as elements', () => {
    const { container } = render(<ChatMarkdown text={'**Warfarin** and ibuprofen:\n\n- raises the risk of **bleeding**\n- ask your doctor'} />);
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Warfarin', 'bleeding']);
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelector('p')?.textContent).toBe('Warfarin and ibuprofen:');
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<ChatMarkdown text={'<img src=x onerror="alert(1)"> <b>hi</b> **ok**'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>hi</b> ok');
  });
});

describe('bold runs', () => {
  it('keeps nested bold bold (the emergency line: the numbers stay bold inside the bold sentence)', () => {
    expect(boldRuns('**Call now: **911** (US) or **112** (EU).** Do not wait.')).toEqual([
      { text: 'Call now: 911 (US) or 112 (EU).', bold: true },
      { text: ' Do not wait.', bold: false },
    ]);
  });

  it('closes a run right after a word, even with no space after it, and leaves stray markers as typed', () => {
    expect(boldRuns('**bold**text and 5 ** 3 and tail** end')).toEqual([
      { text: 'bold', bold: true },
      { text: 'text and 5 ** 3 and tail** end', bold: false },
    ]);
  });
});
