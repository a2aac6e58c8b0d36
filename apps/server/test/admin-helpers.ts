import { setRoleByEmail } from '../src/modules/auth/users.service';
import { sessionUserId, signUpVerifiedUser } from './auth-helpers';
import type { TestApp } from './test-db';

let counter = 0;

/**
 * A verified, signed-in user made admin by the same service call `npm run admin:grant` makes
 * (src/cli/admin-role.ts); `admin: false` leaves them a plain user.
 */
export async function signedInAdmin(t: TestApp, opts: { admin?: boolean } = {}): Promise<{ cookie: string; id: string; email: string }> {
  const email = `admin-${opts.admin === false ? 'not' : 'yes'}-${Date.now()}-${++counter}@example.com`;
  const cookie = await signUpVerifiedUser(t.app, { email, password: 'Str0ng!Passw0rd' });
  const id = await sessionUserId(t.app, cookie);
  if (opts.admin !== false) {
    const result = await setRoleByEmail(t.database.db, email, 'admin');
    if (result.status !== 'changed') throw new Error(`could not grant admin: ${result.status}`);
  }
  return { cookie, id, email };
}
