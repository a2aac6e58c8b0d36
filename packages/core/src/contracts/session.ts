/**
 * The signed-in person (spec part 1 §4). The server's modules see `SessionUser`; the browser
 * keeps only the identity (`SessionIdentity`) from `GET /api/auth/get-session`.
 */
import { z } from 'zod';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the web holds of the session: who is signed in, nothing else. */
export const sessionIdentitySchema = sessionUserSchema.pick({ id: true, email: true });
export type SessionIdentity = z.infer<typeof sessionIdentitySchema>;
