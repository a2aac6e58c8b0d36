/**
 * Red flags: words that turn an otherwise ordinary complaint or exposure into an emergency —
 * about to pass out, fading, everything going dark, turning blue or grey, cannot be woken, confused
 * (RED_FLAG); clammy, a cold sweat, grey and sweaty (CLAMMY); dizzy, light-headed, weak (DIZZY).
 * Each is matched over screenText output and must not be negated ("not dizzy").
 */
import { hasUnnegated } from './emergency-readings';

const WHO_FEELS = '(?:i|im|i am|hes|shes|he is|she is|they are|theyre|he|she|i m)';

/** Present or imminent loss of consciousness, colour or orientation. English, then es/fr/de/pt. */
export const RED_FLAG = new RegExp(
  [
    `\\b(?:feel|feels|feeling|felt) (?:so |really |very |a bit |kinda |kind of |like )?(?:faint|light ?headed|woozy)\\b`,
    `\\b(?:feel|feels|feeling) like ${WHO_FEELS} (?:gonna|going to|about to|will|might|could) (?:pass out|faint|black out|collapse|die|drop)\\b`,
    '\\b(?:about to|gonna|going to|might|keeps?|keep|is going to|starting to) (?:pass(?:ing)? out|faint(?:ing)?|black(?:ing)? out|collaps(?:e|ing)|go unconscious)\\b',
    '\\b(?:passing|blacking|zoning|drifting) (?:in and )?out\\b',
    `\\b(?:${WHO_FEELS}|feel like im|feels like (?:hes|shes)) (?:\\w+ )?(?:fading|slipping away|going under)\\b`,
    '\\beverything (?:is |went |going |goes |started )?(?:going )?(?:dim|dark|black|grey|gray|fuzzy)\\b|\\b(?:vision|eyes|sight) (?:is |are |went |going |goes )?(?:going )?(?:dark|black|grey|gray|dim)\\b',
    '\\b(?:cant|cannot|can barely|struggling to) (?:keep (?:my|his|her|their) eyes open|stay awake)\\b|\\b(?:hard|impossible) to wake\\b|\\b(?:wont|cant|cannot|couldnt) (?:wake|stay awake|get (?:him|her|them) to wake)\\b',
    '\\bbarely (?:conscious|awake|responsive|responding|breathing)\\b',
    '\\b(?:turning|going|gone|went|goes) (?:\\w+ )?(?:blue|grey|gray|purple|ashen)\\b|\\blips (?:are |look |going |turning |look kind of )?(?:blue|grey|gray|purple)\\b',
    '\\b(?:confus\\w*|disoriented|not making (?:any )?sense|talking nonsense|incoherent|out of it|not with it|very (?:drowsy|sleepy)|really (?:drowsy|sleepy)|so (?:drowsy|sleepy)|super (?:drowsy|sleepy))\\b',
    '\\b(?:me voy a desmayar|a punto de desmayar\\w*|casi me desmayo|je vais (?:me evanouir|m evanouir|tomber dans les pommes)|gleich ohnmachtig|werde ohnmachtig|vou desmaiar|quase desmaiando)\\b',
  ].join('|'),
);

/** The sweat of shock: clammy, a cold sweat, drenched, grey and sweaty. */
export const CLAMMY =
  /\b(?:clammy|cold sweats?|cold and sweaty|sweating (?:buckets|like crazy|profusely|loads|a lot|so much|heavily)|drenched in sweat|pouring (?:with )?sweat|soaked in sweat|(?:grey|gray|ashen|pale|white) and (?:sweaty|sweating|clammy)|sudor frio|sueurs? froides?|kalter schweiss|suor frio)\b/;

/** Dizzy, light-headed, weak: a softer red flag, enough beside a bleed, a sting or a dose error. */
export const DIZZY = /\b(?:dizzy|dizziness|light ?headed|woozy|weak|wobbly|shaky|room (?:is )?spinning|mareado|mareada|etourdi\w*|schwindelig|tonto|tonta|tontura)\b/;

/** Breathless: short of breath, cannot catch a breath. */
export const BREATHLESS = /\b(?:short(?:ness)? of breath|breathless|out of breath|cant (?:catch (?:my|his|her) )?breath\w*|struggling to breathe|hard to breathe)\b/;

/** Whether the message holds a red flag (RED_FLAG) or, with `soft`, also dizziness or a clammy sweat. */
export function hasRedFlag(text: string, soft = false): boolean {
  return hasUnnegated(text, RED_FLAG) || (soft && (hasUnnegated(text, DIZZY) || hasUnnegated(text, CLAMMY)));
}
