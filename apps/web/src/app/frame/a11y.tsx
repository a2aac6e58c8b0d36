// TEMP placeholder: replaced by the frame work in progress.
export function RouteAnnouncer() {
  return null;
}
export function ScrollToTop() {
  return null;
}
export function KeyboardShortcuts() {
  return null;
}
