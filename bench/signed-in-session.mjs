// A verified, signed-in account with a realistic profile and medicine cabinet, made over HTTP
// against a bench server (sign-up → link from the local dev mailbox → session cookie).

const password = 'Steady-Lantern-58!';

/** Local-storage answers of a returning visitor: cookie banner answered, notices closed. */
export const returningVisitorStorage = {
  'cookie-consent': JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
  'cookie-consent-timestamp': '2024-05-01T10:00:00.000Z',
  'footer-disclaimer-dismissed': 'true',
  hideDisclaimerPopup: 'true',
};

/** All seven onboarding sections filled in as a person would. */
export const benchProfile = {
  personalInfo: { age: 52, gender: 'female', weight: 71, weightUnit: 'kg', height: 166, heightUnit: 'cm' },
  medicalHistory: {
    currentConditions: ['Hypertension', 'Type 2 diabetes'],
    chronicConditions: ['Osteoarthritis'],
    allergies: ['Penicillin'],
    familyHistory: ['Heart disease'],
  },
  symptoms: { currentSymptoms: ['Fatigue', 'Joint pain'], severity: { Fatigue: 4, 'Joint pain': 6 }, frequency: { Fatigue: 'weekly', 'Joint pain': 'daily' } },
  medications: {
    current: [
      { id: 'm1', name: 'Metformin', dosage: '500 mg', frequency: 'twice daily', type: 'Prescription' },
      { id: 'm2', name: 'Lisinopril', dosage: '10 mg', frequency: 'once daily', type: 'Prescription' },
      { id: 'm3', name: 'Ibuprofen', dosage: '200 mg', frequency: 'as needed', type: 'Over-the-counter' },
    ],
  },
  lifestyle: { exerciseFrequency: '1-2-times', activityLevel: 'lightly-active', sleepHours: 6.5, stressLevel: 6, smokingStatus: 'former', alcoholConsumption: 'weekly' },
  diet: { type: 'mediterranean', restrictions: ['Low sodium'], preferences: ['Fish'], goals: ['Lower blood sugar'] },
  healthGoals: { primary: ['Better sleep', 'Weight management'], timeframe: '6-months', specificTargets: { targetWeight: 66, sleepTarget: 7.5 }, preferences: ['Small daily habits'] },
};

/** What the cabinet holds (5 entries, some of which interact). */
export const benchCabinet = [
  { name: 'Metformin', type: 'Prescription', dosage: '500 mg', frequency: 'twice daily', indication: 'Type 2 diabetes' },
  { name: 'Lisinopril', type: 'Prescription', dosage: '10 mg', frequency: 'once daily', indication: 'Blood pressure' },
  { name: 'Ibuprofen', type: 'Over-the-counter', dosage: '200 mg', frequency: 'as needed', indication: 'Joint pain' },
  { name: 'Fish oil', type: 'Supplement', dosage: '1000 mg', frequency: 'once daily' },
  { name: 'St. John’s Wort', type: 'Herbal', dosage: '300 mg', frequency: 'once daily' },
];

async function call(base, method, path, { body, cookie } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: { origin: base, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function verificationLink(base, email) {
  for (let i = 0; i < 100; i++) {
    const messages = await (await call(base, 'GET', '/api/dev/mailbox')).json();
    const link = messages.find((m) => m.to === email)?.links.find((l) => l.includes('/verify-email'));
    if (link) return link;
    await sleep(100);
  }
  throw new Error(`no verification mail for ${email}`);
}

/** The Cookie header value from a response's Set-Cookie lines. */
const cookieHeader = (res) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

/**
 * Signs up, verifies and signs in a free user, saves every profile section, completes
 * onboarding and fills the cabinet. Returns { cookie, cookies } (header and name/value list).
 */
export async function signedInSession(base) {
  const email = `bench-${Date.now()}@example.com`;
  await call(base, 'POST', '/api/auth/sign-up/email', {
    body: { email, password, name: 'Rosa Vale', first_name: 'Rosa', last_name: 'Vale', selected_plan: 'free', callbackURL: `${base}/dashboard` },
  });
  const link = new URL(await verificationLink(base, email));
  await call(base, 'GET', `${link.pathname}${link.search}`);
  const signIn = await call(base, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  const cookie = cookieHeader(signIn);
  if (!cookie) throw new Error('sign-in set no cookie');
  await call(base, 'PUT', '/api/profile/sections', { body: benchProfile, cookie });
  await call(base, 'POST', '/api/profile/complete', { cookie });
  for (const item of benchCabinet) await call(base, 'POST', '/api/safety/cabinet', { body: item, cookie });
  const cookies = cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { cookie, cookies };
}
