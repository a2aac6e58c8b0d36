/**
 * Links from auth e-mails come back with these in the query or hash (spec part 1 §4,
 * P1-AUTH-35): type=signup | recovery | email_change, access_token, refresh_token, verified=true.
 * Kept apart from the handler so the frame can check every URL without loading it.
 */
const markers = /(?:^|[?&#])(?:type=(?:signup|recovery|email_change)|access_token=|refresh_token=|verified=true)/;

export function hasVerificationMarkers(search: string, hash = ''): boolean {
  return markers.test(search) || markers.test(hash);
}
