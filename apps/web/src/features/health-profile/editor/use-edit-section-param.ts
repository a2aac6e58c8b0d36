import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isProfileSectionId, type ProfileSectionId } from '@thrivewell/core/rules/profile-sections';

/**
 * The Edit Health Profile dialog driven by the address: `?edit=<sectionId>` opens it on that
 * section (links from other pages can deep-link a section); closing removes the parameter. An
 * unknown section id is ignored. The address is replaced, not pushed, so Back leaves the page.
 */
export function useEditSectionParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('edit');
  const section: ProfileSectionId | null = isProfileSectionId(raw) ? raw : null;

  const openSection = useCallback(
    (next: ProfileSectionId) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('edit', next);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('edit');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { section, openSection, close };
}
