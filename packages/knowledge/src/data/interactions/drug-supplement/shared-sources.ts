/** Sources cited by the drug–supplement rules in more than one file. */
import { doi, src } from '../../../sources';

export const nccihScience = src(
  'NCCIH Clinical Digest: Herb-Drug Interactions: What the Science Says',
  'https://www.nccih.nih.gov/health/providers/digest/herb-drug-interactions-science',
);

export const boyer = doi('10.1056/NEJMra041867', 'Boyer EW, Shannon M. The serotonin syndrome. N Engl J Med. 2005;352(11):1112-1120');

export const colombo = doi('10.1155/2014/145325', 'Colombo D, Lunardon L, Bellia G. Cyclosporine and herbal supplement interactions. J Toxicol. 2014;2014:145325');
