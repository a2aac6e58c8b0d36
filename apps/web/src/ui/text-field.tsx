import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** The input element (form libraries register fields through it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string;
  /** A quiet help line, announced with the field; hidden while an error shows. */
  hint?: string;
  /** A control inside the field's right edge (e.g. show/hide). */
  trailing?: ReactNode;
}

// A stronger border than the card's, so the field's edge meets the 3:1 non-text contrast rule.
const inputClass =
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-surface px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger disabled:opacity-60';

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ id, label, error, hint, trailing, className = '', ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint && !error ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${inputClass} ${trailing ? 'pr-12' : ''}`} {...input} />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (P1-AUTH-05). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-controls={props.id}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}

/** A form-level message: an error (announced at once) or a success note. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-danger/40 bg-danger-soft',
    success: 'border-success/40 bg-success-soft',
    info: 'border-border bg-surface-2',
  } as const;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border p-3 text-sm text-ink ${styles[tone]}`}>
      {children}
    </div>
  );
}
