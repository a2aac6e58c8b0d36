/**
 * Source builders and the public sources many facts share. Licences of each source family are
 * recorded in docs/data-sources.md. Data files may also build a one-off source with `src()`.
 */
import type { Source } from './source';

/** The date the knowledge base was last reviewed against its sources. */
export const reviewed = '2026-11-23';

export function src(title: string, url: string): Source {
  return { title, url, accessed: reviewed };
}

/** The FDA-approved label of a drug on DailyMed (US National Library of Medicine; public domain). */
export function dailyMed(drugName: string): Source {
  return src(`DailyMed (NLM): ${drugName} prescribing information`, `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(drugName.toLowerCase())}`);
}

/** An NIH Office of Dietary Supplements health-professional fact sheet, e.g. ods('VitaminK', 'Vitamin K'). */
export function ods(slug: string, title: string): Source {
  return src(`NIH Office of Dietary Supplements: ${title} fact sheet`, `https://ods.od.nih.gov/factsheets/${slug}-HealthProfessional/`);
}

/** An NCCIH herb or topic page, e.g. nccih('st-johns-wort', "St. John's Wort"). */
export function nccih(slug: string, title: string): Source {
  return src(`NCCIH: ${title}`, `https://www.nccih.nih.gov/health/${slug}`);
}

/** A MedlinePlus health topic, e.g. medlinePlus('bloodthinners', 'Blood Thinners'). */
export function medlinePlus(slug: string, title: string): Source {
  return src(`MedlinePlus: ${title}`, `https://medlineplus.gov/${slug}.html`);
}

/** The NLM Medical Subject Headings entry for a pharmacological class, e.g. mesh('Serotonin Uptake Inhibitors'). */
export function mesh(term: string): Source {
  return src(`NLM MeSH: ${term}`, `https://meshb.nlm.nih.gov/search?searchInField=termDescriptor&searchType=exactMatch&q=${encodeURIComponent(term)}`);
}

/** A peer-reviewed paper by DOI. */
export function doi(id: string, title: string): Source {
  return src(title, `https://doi.org/${id}`);
}

/** A PubMed record. Use only PMIDs you are certain of; prefer doi() or a registry source. */
export function pubmed(pmid: string, title: string): Source {
  return src(title, `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`);
}

/** Shared sources, cited by many rules. */
export const S = {
  fdaCyp: src(
    "FDA: Drug Development and Drug Interactions — Table of Substrates, Inhibitors and Inducers",
    'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  ),
  oncHighPriority: doi(
    '10.1136/amiajnl-2011-000612',
    'Phansalkar S, et al. High-priority drug–drug interactions for use in electronic health records. J Am Med Inform Assoc. 2012;19(5):735-743',
  ),
  fdaGrapefruit: src('FDA: Grapefruit Juice and Some Drugs Don’t Mix', 'https://www.fda.gov/consumers/consumer-updates/grapefruit-juice-and-some-drugs-dont-mix'),
  fdaOpioidBenzo: src(
    'FDA Drug Safety Communication: serious risks and death when combining opioids with benzodiazepines (2016)',
    'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-about-serious-risks-and-death-when-combining-opioid-pain-or-cough',
  ),
  fdaDrugInteractionsConsumer: src(
    'FDA: Drug Interactions: What You Should Know',
    'https://www.fda.gov/drugs/resources-you-drugs/drug-interactions-what-you-should-know',
  ),
  nccihHerbDrug: src('NCCIH: Herb-Drug Interactions', 'https://www.nccih.nih.gov/health/providers/digest/herb-drug-interactions'),
  medlineBloodThinners: medlinePlus('bloodthinners', 'Blood Thinners'),
  odsVitaminK: ods('VitaminK', 'Vitamin K'),
  fdaAllergens: src('FDA: Food Allergies (major food allergens)', 'https://www.fda.gov/food/nutrition-food-labeling-and-critical-foods/food-allergies'),
  euFoodInformation: src('Regulation (EU) No 1169/2011 on the provision of food information to consumers, Annex II', 'https://eur-lex.europa.eu/eli/reg/2011/1169/oj'),
  fdaAdditives: src('FDA: Food Additive Status List', 'https://www.fda.gov/food/food-additives-petitions/food-additive-status-list'),
  efsaAdditives: src('EFSA: Food additives', 'https://www.efsa.europa.eu/en/topics/topic/food-additives'),
  fdaColorAdditives: src('FDA: Color Additives in Foods', 'https://www.fda.gov/food/food-additives-petitions/color-additives-foods'),
} as const satisfies Record<string, Source>;
