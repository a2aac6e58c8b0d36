// TEMP placeholder: replaced by the frame work in progress.
export function TierBanner() {
  return null;
}
