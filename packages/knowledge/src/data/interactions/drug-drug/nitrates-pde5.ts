/**
 * Drug–drug interaction rules for PDE5 inhibitors and nitrates.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

export const nitratePde5Rules: InteractionRule[] = [
  // ------------------------------------------------------------ PDE5 inhibitors and nitrates
  rule('pde5-inhibitor+nitrate', 'class:pde5-inhibitor', 'class:nitrate', 'contraindicated', 'established', {
    summary: 'Sildenafil, tadalafil or vardenafil with a nitrate (such as nitroglycerin or isosorbide) can cause a sudden, severe drop in blood pressure, fainting, heart attack or death.',
    mechanism: 'Both raise cyclic GMP and widen blood vessels; together the effect is extreme.',
    management: 'These are never taken together. If you get chest pain after taking a PDE5 inhibitor, call emergency services and tell them what and when you took it.',
  }, [dailyMed('Viagra'), dailyMed('Cialis'), dailyMed('Nitroglycerin')]),

  rule('pde5-inhibitor+alpha-blocker', 'class:pde5-inhibitor', 'class:alpha-blocker', 'moderate', 'established', {
    summary: 'A PDE5 inhibitor with an alpha blocker such as tamsulosin or doxazosin can cause dizziness or fainting from low blood pressure.',
    mechanism: 'Both widen blood vessels.',
    management: 'Be stable on the alpha blocker first and start the PDE5 inhibitor at the lowest dose; stand up slowly. Ask your prescriber about timing.',
  }, [dailyMed('Viagra'), dailyMed('Cialis')]),

  rule('pde5-inhibitor+antihypertensive', 'class:pde5-inhibitor', 'class:antihypertensive', 'minor', 'established', {
    summary: 'A PDE5 inhibitor lowers blood pressure a little more in people on blood-pressure medicines.',
    mechanism: 'PDE5 inhibitors widen blood vessels.',
    management: 'Usually not a problem; stand up slowly and tell your prescriber if you feel faint.',
  }, [dailyMed('Viagra')]),

  rule('pde5-inhibitor+protease-inhibitor', 'class:pde5-inhibitor', 'class:protease-inhibitor', 'major', 'established', {
    summary: 'HIV protease inhibitors such as ritonavir raise sildenafil, tadalafil or vardenafil levels many times, with a risk of low blood pressure, fainting and prolonged erections.',
    mechanism: 'Protease inhibitors block CYP3A4, which clears PDE5 inhibitors.',
    management: 'Only a reduced dose with longer gaps is used, if at all; ask your HIV prescriber or pharmacist which dose is safe.',
  }, [dailyMed('Viagra'), dailyMed('Cialis'), dailyMed('Ritonavir')]),

  rule('pde5-inhibitor+strong-cyp3a4-inhibitor', 'class:pde5-inhibitor', 'class:strong-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin or ketoconazole raise PDE5 inhibitor levels, adding to low blood pressure and side effects.',
    mechanism: 'CYP3A4 clears sildenafil, tadalafil and vardenafil.',
    management: 'A lower PDE5 inhibitor dose is usually advised; ask your pharmacist.',
  }, [dailyMed('Viagra'), S.fdaCyp]),

];
