import { CheckCircle2, Circle } from 'lucide-react';
import { editorSections, editorTexts } from '../profile-editor-rules';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';

interface EditorSectionNavProps {
  active: ProfileSectionId;
  isComplete: (section: ProfileSectionId) => boolean;
  /** The active section holds edits not saved yet. */
  hasChanges: boolean;
  disabled?: boolean;
  onSelect: (section: ProfileSectionId) => void;
}

/**
 * The dialog's list of the seven sections (P2-EDIT-01..03): a tick on completed ones and
 * 'Has changes' on the active one while it holds unsaved edits. A column from md up; on a
 * narrow screen the same buttons form a horizontal scroller above the form.
 */
export function EditorSectionNav({ active, isComplete, hasChanges, disabled, onSelect }: EditorSectionNavProps) {
  return (
    <nav aria-label="Profile sections" className="shrink-0 border-b border-border bg-surface-2/50 md:w-64 md:overflow-y-auto md:border-r md:border-b-0">
      <ul className="flex gap-2 overflow-x-auto p-3 md:flex-col md:gap-1 md:overflow-x-visible">
        {editorSections.map(({ id, title }) => {
          const current = id === active;
          const complete = isComplete(id);
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(id)}
                disabled={disabled && !current}
                aria-current={current ? 'step' : undefined}
                className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                  current ? 'bg-brand-soft font-semibold text-brand' : 'text-ink hover:bg-surface-2'
                }`}
              >
                {complete ? (
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-4 shrink-0 text-muted" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="whitespace-nowrap">{title}</span>
                  {complete && <span className="sr-only">Completed</span>}
                  {current && hasChanges && <span className="text-xs font-medium whitespace-nowrap text-warning">{editorTexts.hasChanges}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
