/**
 * Dangerous-text detection for free text (spec part 1 §5 Text; P1-VAL-22, P1-VAL-23).
 *
 * Only statement-like SQL and script patterns count, so ordinary prose passes: "I select a
 * drop of oil", "Update; feeling better", "dose or 2 = fine", "the data: 5 mg" are all fine.
 * Our database access is parameterised and React escapes output, so this is a tripwire for
 * obvious attack strings, not the defence itself. Turning HTML into text is the job of
 * text-markup.ts (an HTML tokenizer library); `stripDangerousText` only removes what is
 * dangerous even in plain text (script URL schemes and on*= handler attributes).
 */

/** 'javascript' → a pattern that also matches 'java\tscript' (browsers drop tabs/newlines in schemes). */
function spaced(word: string): string {
  return word.split('').join('[\\s\\u0000]*');
}

const scriptScheme = new RegExp(`(?:${spaced('javascript')}|${spaced('vbscript')})[\\s\\u0000]*:`, 'i');
const scriptSchemeGlobal = new RegExp(scriptScheme.source, 'gi');

/** DOM event names that are dangerous even without quotes around the handler. */
const eventNames =
  'error|load|click|dblclick|mouse[a-z]*|key[a-z]*|focus[a-z]*|blur|change|submit|input|pointer[a-z]*|touch[a-z]*|drag[a-z]*|drop|animation[a-z]*|transition[a-z]*|toggle|begin|end|wheel|scroll|resize|unload|beforeunload|pageshow|hashchange|message|copy|paste|cut|contextmenu|select|invalid|show|play|playing|canplay|loadstart';

const scriptPatterns: readonly RegExp[] = [
  /<\s*(?:script|iframe|object|embed)\b/i,
  scriptScheme,
  /\bdata:\s*(?:text\/html|image\/svg\+xml|(?:text|application)\/(?:x-)?javascript)/i,
  // A handler inside a tag: <img src=x onerror=...>
  /<[a-z][^<>]*[\s/"']on[a-z]+\s*=/i,
  // A handler with a quoted value: " onmouseover="..."
  /\bon[a-z]{3,}\s*=\s*["'`]/i,
  // A known handler with an unquoted value: onerror=alert(1)
  new RegExp(`\\bon(?:${eventNames})\\s*=`, 'i'),
];

const sqlPatterns: readonly RegExp[] = [
  // Stacked statements: '; DROP TABLE users, ; DELETE FROM x, ; INSERT INTO x, ; UPDATE x SET
  /;\s*(?:drop|truncate|alter|create)\s+(?:table|database|schema|view|index|user|procedure|function)\b/i,
  /;\s*delete\s+from\b/i,
  /;\s*insert\s+into\b/i,
  /;\s*update\s+[\w."`[\]]+\s+set\b/i,
  /;\s*exec(?:ute)?\s+(?:xp_|sp_|master\.)/i,
  /;\s*shutdown\s*(?:--|;|$)/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\bselect\s+\*\s+from\b/i,
  // Tautologies: OR 1=1, ' or '1'='1, AND x = x
  /\b(?:or|and)\s+(['"]?)(\w+)\1\s*=\s*['"]?\2\b/i,
  /'\s*(?:or|and)\s*'[^']*'\s*=\s*'/i,
  // A comment straight after a closing quote: admin'--, admin' /*, admin' -- (at the end)
  /['"];?--/,
  /['"]\s*(?:;\s*)?--\s*$/,
  /['"]\s*\/\*/,
  /\bwaitfor\s+delay\b/i,
  /\bxp_cmdshell\b/i,
  /\binformation_schema\b/i,
];

/**
 * True when the text holds a SQL-statement-like or script pattern. Every pattern is written
 * to run in linear time (no nested or adjacent unbounded repeats), so hostile input cannot
 * stall the server.
 */
export function hasDangerousContent(text: string): boolean {
  return sqlPatterns.some((p) => p.test(text)) || scriptPatterns.some((p) => p.test(text));
}

const dataScheme = /\bdata:(?=\s*[a-z]+\/[\w.+-]+|\s*,)/gi;
const quotedHandler = /\s?\bon[a-z]{3,}\s*=\s*(?:"[^"]*"|'[^']*'|`[^`]*`)/gi;
const unquotedHandler = new RegExp(`\\s?\\bon(?:${eventNames})\\s*=\\s*[^\\s>]*`, 'gi');

/**
 * Removes javascript:, vbscript: and data: URL schemes and on*= handler attributes from plain
 * text, repeating until nothing changes so that 'javajavascript:script:' cannot reassemble.
 * 'data:' is removed only as a URL scheme (followed by a MIME type or a comma), so prose like
 * 'the data: 5 mg' is left alone. HTML tags themselves are left to text-markup.ts.
 */
export function stripDangerousText(text: string): string {
  let current = text;
  for (;;) {
    const next = current
      .replace(scriptSchemeGlobal, '')
      .replace(dataScheme, '')
      .replace(quotedHandler, '')
      .replace(unquotedHandler, '');
    if (next === current) return next;
    current = next;
  }
}
