/**
 * CYP2C8 (FDA table): gemfibrozil is the strong inhibitor; clopidogrel, deferasirox and
 * teriflunomide are moderate; repaglinide and selexipag are sensitive substrates, pioglitazone,
 * montelukast and enzalutamide moderately sensitive. Grades follow the substrates' labels.
 */
import { S, dailyMed } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';

const lowSugar = 'Check your blood sugar more often and know the signs of low blood sugar (shaking, sweating, confusion).';

export const cyp2c8Rules: InteractionRule[] = [
  rule('strong-cyp2c8-inhibitor+cyp2c8-sensitive-substrate', 'class:strong-cyp2c8-inhibitor', 'class:cyp2c8-sensitive-substrate', 'major', 'established', {
    summary: 'Gemfibrozil raises the level of this medicine fivefold or more.',
    mechanism: 'The second medicine is cleared mainly by CYP2C8, which gemfibrozil blocks strongly.',
    management: 'Talk to your prescriber before taking both; the pair is usually avoided.',
  }, [S.fdaCyp]),

  rule('cyp2c8-inhibitor+cyp2c8-sensitive-substrate', 'class:cyp2c8-inhibitor', 'class:cyp2c8-sensitive-substrate', 'moderate', 'established', {
    summary: 'A CYP2C8 blocker such as clopidogrel, deferasirox or teriflunomide raises the level of this medicine.',
    mechanism: 'The second medicine is cleared mainly by CYP2C8, which the first blocks.',
    management: 'Your prescriber may lower the dose of the second medicine and watch for its side effects.',
  }, [S.fdaCyp, dailyMed('Aubagio')]),

  rule('strong-cyp2c8-inhibitor+cyp2c8-substrate', 'class:strong-cyp2c8-inhibitor', 'class:cyp2c8-substrate', 'moderate', 'established', {
    summary: 'Gemfibrozil roughly doubles or triples the level of this medicine.',
    mechanism: 'CYP2C8 is one of the routes that clear the second medicine.',
    management: 'Your prescriber may use a lower dose of the second medicine; report its side effects.',
  }, [S.fdaCyp, dailyMed('Actos')], ['montelukast']),

  rule('montelukast+gemfibrozil', 'montelukast', 'gemfibrozil', 'minor', 'established', {
    summary: 'Gemfibrozil raises montelukast levels, but the montelukast label needs no dose change.',
    mechanism: 'CYP2C8 is a route that clears montelukast.',
    management: 'No change is usually needed; tell your pharmacist you take both.',
  }, [dailyMed('Singulair'), S.fdaCyp]),

  rule('repaglinide+gemfibrozil', 'repaglinide', 'gemfibrozil', 'contraindicated', 'established', {
    summary: 'Gemfibrozil raises repaglinide levels about eightfold, with long and severe low blood sugar.',
    mechanism: 'Gemfibrozil blocks CYP2C8 and the OATP1B1 uptake that clear repaglinide.',
    management: `The repaglinide label rules this pair out. Talk to your prescriber. ${lowSugar}`,
  }, [dailyMed('Prandin'), S.fdaCyp]),

  rule('repaglinide+deferasirox', 'repaglinide', 'deferasirox', 'major', 'established', {
    summary: 'Deferasirox more than doubles repaglinide levels, with a risk of low blood sugar (clopidogrel, the other moderate CYP2C8 blocker, has its own rule).',
    mechanism: 'Deferasirox blocks CYP2C8, which clears repaglinide.',
    management: `The deferasirox label advises avoiding repaglinide; if both are needed, the repaglinide dose is lowered. ${lowSugar}`,
  }, [dailyMed('Exjade'), S.fdaCyp]),

  rule('repaglinide+strong-cyp3a4-inducer', 'repaglinide', 'class:strong-cyp3a4-inducer', 'moderate', 'established', {
    summary: 'Rifampin, carbamazepine and barbiturates lower repaglinide levels, so blood sugar may rise.',
    mechanism: 'They speed up CYP2C8 and CYP3A4, which clear repaglinide.',
    management: 'The repaglinide label says the dose may need adjusting; check your blood sugar more often when the inducer starts or stops.',
  }, [dailyMed('Prandin'), S.fdaCyp]),

  rule('selexipag+gemfibrozil', 'selexipag', 'gemfibrozil', 'contraindicated', 'established', {
    summary: 'Gemfibrozil raises the level of selexipag’s active form about elevenfold.',
    mechanism: 'Gemfibrozil blocks CYP2C8, which clears selexipag’s active form.',
    management: 'The selexipag label rules this pair out. Talk to your prescriber.',
  }, [dailyMed('Uptravi'), S.fdaCyp]),

  rule('enzalutamide+strong-cyp2c8-inhibitor', 'enzalutamide', 'class:strong-cyp2c8-inhibitor', 'major', 'established', {
    summary: 'Gemfibrozil roughly doubles the level of enzalutamide and its active form, raising the risk of seizures and other side effects.',
    mechanism: 'CYP2C8 is the main route that clears enzalutamide.',
    management: 'The enzalutamide label advises avoiding strong CYP2C8 blockers, or lowering the enzalutamide dose if one is needed. Talk to your cancer team.',
  }, [dailyMed('Xtandi'), S.fdaCyp]),
];
