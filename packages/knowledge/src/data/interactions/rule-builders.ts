/** The two ways the rule files spell a rule; both build the same InteractionRule. */
import type { Source } from '../../source';
import type { EvidenceLevel, InteractionRule, Ref, Severity } from '../../types';

export type RuleText = Pick<InteractionRule, 'summary' | 'mechanism' | 'management'>;

/** A rule with its three texts in one object (drug–drug files). */
export function ruleOf(id: string, a: Ref, b: Ref, severity: Severity, evidence: EvidenceLevel, text: RuleText, sources: Source[], except?: string[]): InteractionRule {
  return { id, a, b, severity, ...text, evidence, ...(except ? { except } : {}), sources };
}

/** A rule with its three texts as arguments (drug–supplement and drug–food files). */
export function rule(
  id: string,
  a: Ref,
  b: Ref,
  severity: Severity,
  evidence: EvidenceLevel,
  summary: string,
  mechanism: string,
  management: string,
  sources: Source[],
  except?: string[],
): InteractionRule {
  return ruleOf(id, a, b, severity, evidence, { summary, mechanism, management }, sources, except);
}
