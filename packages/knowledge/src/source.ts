/** Every fact in the knowledge base names where it comes from. */
export interface Source {
  /** Short citation shown to users, e.g. 'NIH Office of Dietary Supplements: Magnesium'. */
  title: string;
  url: string;
  /** ISO date (YYYY-MM-DD) the source was last checked. */
  accessed: string;
}

/** A source is usable when it has a title, an https URL and a valid ISO date. */
export function isValidSource(s: Source): boolean {
  return (
    s.title.trim().length > 0 &&
    /^https:\/\/[^\s/]+\.[^\s]+$/.test(s.url) &&
    /^\d{4}-\d{2}-\d{2}$/.test(s.accessed) &&
    !Number.isNaN(Date.parse(s.accessed))
  );
}
