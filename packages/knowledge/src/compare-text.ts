/**
 * `a.localeCompare(b)` with one collator made once: the same order (localeCompare without
 * arguments is defined as a comparison with `new Intl.Collator()`), without looking the
 * collator up again on every comparison of a sort.
 */
export const compareText: (a: string, b: string) => number = new Intl.Collator().compare;
