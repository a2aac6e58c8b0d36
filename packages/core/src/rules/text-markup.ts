import { Parser } from 'htmlparser2';

/**
 * Markup stripping for free text (spec part 1 §5 Text; P1-VAL-22): what is left is the text a
 * browser would show, with every tag, comment and attribute (event handlers included) gone.
 *
 * The parsing is htmlparser2's, the tokenizer sanitize-html is built on: pure JavaScript, no
 * DOM, so the web forms and the server strip the same way. (sanitize-html itself now needs
 * Node 22 and brings postcss to the browser; DOMPurify needs a DOM, jsdom on the server;
 * js-xss treats 'I <3 yoga' and 'x < 3' as tags and eats the prose.) Like a browser, '<' that
 * does not open a tag stays text, and entities are left as typed: the output is plain text
 * that the UI escapes, never HTML.
 */

/** Elements whose content is code or raw text, not prose: dropped with the tags. */
const contentDropped = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'title', 'iframe', 'object', 'xmp', 'noembed', 'noframes']);

function stripOnce(text: string): string {
  let out = '';
  let dropping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (contentDropped.has(name)) dropping++;
      },
      onclosetag(name) {
        if (contentDropped.has(name) && dropping > 0) dropping--;
      },
      ontext(chunk) {
        if (dropping === 0) out += chunk;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, recognizeCDATA: false },
  );
  parser.write(text);
  parser.end();
  return out;
}

/** Removes markup, repeating until nothing changes so that '<<b>b>' cannot reassemble a tag. */
export function stripMarkup(text: string): string {
  let current = text;
  for (let i = 0; i < 10; i++) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}
