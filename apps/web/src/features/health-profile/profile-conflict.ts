/**
 * When a section save answers 409 SECTION_CHANGED (issue 13 §3): the section was saved in
 * another tab or device after this screen loaded it. Nothing was overwritten and nothing the
 * user typed is dropped; the screen offers to merge (their edits on top of the newer saved
 * answers) or to load the saved answers. Not in the spec; the texts and the merge rule are ours.
 */

export const sectionConflictCode = 'SECTION_CHANGED';

export const conflictTexts = {
  title: 'This section was changed somewhere else',
  description:
    'It was saved in another tab or device after you opened it. Nothing was overwritten and your changes are still here. Merge them into the newer answers, or load the saved answers instead.',
  merge: 'Merge my changes',
  reload: 'Load saved answers',
  merged: 'Your changes were merged into the newer answers. Check them, then save.',
  loadFailed: 'Could not load the saved answers. Your changes are still here; try again.',
} as const;

const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Lists of text: what I added and what they added are both kept; what either removed goes. */
function mergeList(base: readonly unknown[], mine: readonly unknown[], theirs: readonly unknown[]): unknown[] {
  const has = (list: readonly unknown[], item: unknown) => list.some((x) => same(x, item));
  const removedByMe = base.filter((x) => !has(mine, x));
  const kept = theirs.filter((x) => !has(removedByMe, x));
  return [...kept, ...mine.filter((x) => !has(base, x) && !has(kept, x))];
}

/**
 * Three-way merge of one section, field by field: a field I did not change takes the newer
 * saved value; a field I changed keeps mine (lists combine both sides' additions and removals;
 * nested objects merge the same way). `base` is what my edits started from.
 */
export function mergeSectionEdits<T>(base: T, mine: T, theirs: T): T {
  if (same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeList(base, mine, theirs) as T;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    return Object.fromEntries([...keys].map((k) => [k, mergeSectionEdits(base[k], mine[k], theirs[k])])) as T;
  }
  return mine;
}
