/**
 * The shapes of the knowledge base. Every fact names at least one public source (see
 * source.ts and sources.ts); every sentence is our own wording.
 */
import type { Source } from './source';

export type SubstanceKind = 'drug' | 'supplement' | 'food';

/**
 * A reference to a substance or a class on either side of a rule: a substance id
 * ('warfarin', 'st-johns-wort', 'grapefruit') or a class id prefixed with 'class:'
 * ('class:ssri', 'class:strong-cyp3a4-inhibitor').
 */
export type Ref = string;

export interface Substance {
  /** Lowercase ASCII kebab-case of the generic name: 'st-johns-wort', 'sulfamethoxazole-trimethoprim'. */
  id: string;
  /** Display name: 'Warfarin', "St. John's Wort", 'Grapefruit (fruit and juice)'. */
  name: string;
  kind: SubstanceKind;
  /** Brand and trade names (US first, then UK/EU where common): 'Coumadin', 'Jantoven'. */
  brands?: string[];
  /** Other names and common misspellings: 'warfrin', 'hypericum'. */
  synonyms?: string[];
  /** Class ids (without the 'class:' prefix); parents are implied, see SubstanceClass.parents. */
  classes: string[];
  /** Combination products: the substance ids of the ingredients; rules about any ingredient apply. */
  components?: string[];
  /** Drugs: the common side effects (short phrases). */
  sideEffects?: string[];
  /** Drugs: serious side effects to watch for (short phrases). */
  seriousSideEffects?: string[];
  /** Drugs: key warnings (one sentence each). */
  warnings?: string[];
  sources: Source[];
}

export type ClassKind = 'pharmacological' | 'mechanistic';

export interface SubstanceClass {
  /** Lowercase kebab-case: 'ssri', 'strong-cyp3a4-inhibitor'. */
  id: string;
  name: string;
  kind: ClassKind;
  /** One sentence, our own words. */
  description: string;
  /** Broader classes every member also belongs to ('ssri' → 'serotonergic'). */
  parents?: string[];
  sources: Source[];
}

/** Ordered from most to least serious; the engine sorts by this order. */
export const severities = ['contraindicated', 'major', 'moderate', 'minor'] as const;
export type Severity = (typeof severities)[number];

export type EvidenceLevel = 'established' | 'probable' | 'suspected' | 'theoretical';

export interface InteractionRule {
  /** Unique, kebab-case: 'warfarin+nsaid', 'maoi+ssri'. */
  id: string;
  a: Ref;
  b: Ref;
  severity: Severity;
  /** What can happen, one or two sentences. */
  summary: string;
  /** Why it happens. */
  mechanism: string;
  /** What to do (never 'stop your medicine'; point to the prescriber or pharmacist). */
  management: string;
  evidence: EvidenceLevel;
  /** Substance ids a class-level rule does not apply to. */
  except?: string[];
  sources: Source[];
}

export type TimingKind = 'empty-stomach' | 'with-food' | 'time-of-day' | 'separate' | 'avoid';

export interface TimingRule {
  id: string;
  /** The substance or class the advice is about. */
  subject: Ref;
  kind: TimingKind;
  /** time-of-day: when. */
  timeOfDay?: 'morning' | 'evening' | 'bedtime';
  /** separate / avoid: the other substance or class. */
  other?: Ref;
  /** separate: take `subject` at least this many hours before `other`. */
  hoursBefore?: number;
  /** separate: or at least this many hours after `other`. */
  hoursAfter?: number;
  /** The instruction, one sentence: 'Take on an empty stomach, 30 to 60 minutes before breakfast.' */
  advice: string;
  reason: string;
  sources: Source[];
}

export interface AllergenGroup {
  /** 'milk', 'tree-nuts', 'celery' … */
  id: string;
  name: string;
  /** Which official lists name it: US major 9 (FALCPA + FASTER Act), EU 14 (Regulation 1169/2011). */
  regions: ('US' | 'EU')[];
  /** Lowercase ingredient words that mean this allergen: 'casein', 'whey', 'ghee'. */
  aliases: string[];
  sources: Source[];
}

export type ConcernLevel = 'none' | 'low' | 'moderate' | 'high';

export interface FoodAdditive {
  /** E-number as printed: 'E102'. */
  code: string;
  name: string;
  /** Other label names, lowercase: 'tartrazine', 'fd&c yellow 5', 'yellow 5'. */
  aliases: string[];
  category: 'colour' | 'preservative' | 'antioxidant' | 'sweetener' | 'emulsifier' | 'thickener' | 'flavour-enhancer' | 'acidity-regulator' | 'other';
  concernLevel: ConcernLevel;
  /** Why someone might care, or that no concern is known at permitted levels. */
  concern: string;
  sources: Source[];
}

/** A group of ingredients a diet excludes ('meat', 'gluten-grains'), with the words that mean it. */
export interface IngredientGroup {
  id: string;
  name: string;
  aliases: string[];
}

export interface Diet {
  /** 'vegan', 'vegetarian', 'gluten-free', … */
  id: string;
  name: string;
  /** Ingredient group ids the diet excludes. */
  excludes: string[];
  /** Allergen group ids the diet excludes (gluten-free → 'cereals-gluten'). */
  excludesAllergens?: string[];
  sources: Source[];
}

/** An ingredient that matters for a health condition (salt for high blood pressure, aspartame for PKU). */
export interface ConditionIngredientRule {
  id: string;
  /** Condition id and the words people use for it. */
  condition: string;
  conditionAliases: string[];
  /** Ingredient words that trigger the note (lowercase). */
  ingredients: string[];
  severity: 'avoid' | 'caution' | 'info';
  reason: string;
  sources: Source[];
}

export type EvidenceRating = 'strong' | 'moderate' | 'limited' | 'insufficient';

export interface OilInteraction {
  with: Ref;
  note: string;
}

export interface EssentialOil {
  id: string;
  name: string;
  botanicalName: string;
  commonUses: string[];
  evidence: EvidenceRating;
  evidenceSummary: string;
  safety: {
    phototoxic: boolean;
    /** Maximum dermal concentration in percent, where a recognised limit exists. */
    maxDermalPercent?: number;
    pregnancy: string;
    children: string;
    pets: string;
    other?: string[];
  };
  interactions: OilInteraction[];
  sources: Source[];
}

export interface NaturalRemedy {
  id: string;
  name: string;
  /** What it is claimed to do, in plain words. */
  claim: string;
  evidence: EvidenceRating;
  evidenceSummary: string;
  cautions: string[];
  /** Known interactions with medicines (refs may be substances or classes). */
  interactions: OilInteraction[];
  /** The matching substance id, when the remedy is also a substance in the checker. */
  substanceId?: string;
  sources: Source[];
}
