// TEMP placeholder: replaced by the frame work in progress.
export function Toaster() {
  return null;
}
