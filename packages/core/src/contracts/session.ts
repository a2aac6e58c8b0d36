/**
 * The signed-in person (spec part 1 §4). The server's modules see `SessionUser`; the browser
 * keeps only the identity (`SessionIdentity`) from `GET /api/auth/get-session`.
 */
import { z } from 'zod';

/** 'admin' opens the admin pages; granted only from the command line (ADR 0020). */
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  role: z.enum(userRoles),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What the web holds of the session: who is signed in, and whether they are an admin (the
 * admin pages show a clear 403 page otherwise; the server checks again on every admin request).
 */
export const sessionIdentitySchema = sessionUserSchema.pick({ id: true, email: true }).extend({ isAdmin: z.boolean().optional() });
export type SessionIdentity = z.infer<typeof sessionIdentitySchema>;

/** Whether the session's user may use the admin pages and API. */
export function isAdminRole(role: unknown): boolean {
  return role === 'admin';
}
