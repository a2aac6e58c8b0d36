import type { ErrorSeverity } from '@thrivewell/core/contracts/error-reports';

/**
 * Severity of a client error from its text (spec part 1 §5, P1-ERR-13..16). The checks run
 * from most to least severe, so a message that mentions both "unauthorized" and "fetch" is
 * critical. Words are matched at the start of a word so that e.g. "information" is not read
 * as "format".
 */
const critical = /\bsecurity|\bunauthori[sz]ed|\bpermission denied/;
const high = /\bnetwork|\bfetch|\bdatabase|\bbackend/;
const medium = /\bvalidat|\bpars(e|ing|er)|\bformat/;
/** A stack frame from authentication code (auth/, authentication.ts, useAuth, …), not "author". */
const authFrame = /auth(?!or)/;

function textOf(error: unknown): { message: string; stack: string } {
  if (typeof error === 'string') return { message: error, stack: '' };
  if (error && typeof error === 'object') {
    const { message, stack } = error as { message?: unknown; stack?: unknown };
    const msg = typeof message === 'string' ? message : '';
    let frames = typeof stack === 'string' ? stack : '';
    // V8 stacks start with "Name: message"; only the frames below say where the error came from.
    const head = String(error);
    if (frames.startsWith(head)) frames = frames.slice(head.length);
    return { message: msg, stack: frames };
  }
  return { message: '', stack: '' };
}

export function severityOf(error: unknown): ErrorSeverity {
  if (error == null) return 'low';
  const { message, stack } = textOf(error);
  const text = message.toLowerCase();
  if (critical.test(text) || authFrame.test(stack.toLowerCase())) return 'critical';
  if (high.test(text)) return 'high';
  if (medium.test(text)) return 'medium';
  return 'low';
}
