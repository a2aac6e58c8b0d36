// TEMP placeholder: replaced by the frame work in progress.
export function CookieBanner() {
  return null;
}
