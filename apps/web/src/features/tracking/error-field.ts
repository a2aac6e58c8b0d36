/** The field a server refusal names, for the form's per-field message. */
export function errorField(error: unknown): { field?: string; message: string } | null {
  if (!error) return null;
  const e = error as { field?: string; message?: string };
  return { field: e.field, message: e.message ?? 'Something went wrong. Please try again.' };
}
