/**
 * What the safety checks know about the signed-in person without being told again: the
 * profile's allergies, diet and conditions (read through the profile service) and the active
 * cabinet. The ingredient and product checks apply them automatically (W2-B part 4).
 */
import { uniqueEntries } from '@thrivewell/core/contracts/profile-schemas';
import type { UnifiedProfile } from '@thrivewell/core/contracts/unified-profile';
import { isKnownDiet } from '@thrivewell/knowledge/ingredients';
import type { Database } from '../../db/client';
import { findProfile } from '../profile/profile.service';

export interface ProfileFacts {
  allergies: string[];
  diets: string[];
  conditions: string[];
}

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : []);

/**
 * The profile's allergies, diets the ingredient analysis knows (the diet type and dietary
 * restrictions such as 'gluten-free'; 'omnivore' or 'mediterranean' exclude nothing) and every
 * listed condition.
 */
export function profileFacts(profile: Pick<UnifiedProfile, 'medical_history' | 'dietary_info' | 'conditions'> | null): ProfileFacts {
  const history = profile?.medical_history;
  const diet = profile?.dietary_info;
  const dietType = typeof diet?.type === 'string' ? [diet.type] : [];
  return {
    allergies: uniqueEntries(textList(history?.allergies)),
    diets: uniqueEntries([...dietType, ...textList(diet?.restrictions)].filter(isKnownDiet)),
    // A medical-history save copies the current and chronic conditions into `diagnosed`: each once.
    conditions: uniqueEntries([...textList(history?.currentConditions), ...textList(history?.chronicConditions), ...textList(profile?.conditions?.diagnosed)]),
  };
}

export async function loadProfileFacts(db: Database, userId: string): Promise<ProfileFacts> {
  return profileFacts(await findProfile(db, userId));
}
