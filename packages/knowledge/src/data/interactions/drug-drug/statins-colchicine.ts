/**
 * Drug–drug interaction rules for statins and colchicine (more statin rules: ../statins.ts).
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';

const rhabdo = 'Report unexplained muscle pain, tenderness or weakness, or dark urine, to your prescriber straight away.';

export const statinColchicineRules: InteractionRule[] = [
  // ------------------------------------------------------------ statins
  rule('statin+gemfibrozil', 'class:statin', 'gemfibrozil', 'major', 'established', {
    summary: 'Gemfibrozil with a statin raises the risk of muscle damage and muscle breakdown (rhabdomyolysis).',
    mechanism: 'Gemfibrozil blocks the breakdown and liver uptake of statins and can harm muscle itself.',
    management: `Statin labels advise against this pair; if a fibrate is needed with a statin, fenofibrate is usually preferred. ${rhabdo}`,
  }, [dailyMed('Gemfibrozil'), dailyMed('Crestor')]),

  rule('simvastatin+gemfibrozil', 'simvastatin', 'gemfibrozil', 'contraindicated', 'established', {
    summary: 'Gemfibrozil with simvastatin greatly raises the risk of muscle breakdown (rhabdomyolysis).',
    mechanism: 'Gemfibrozil blocks simvastatin’s breakdown and can harm muscle itself.',
    management: 'These are not taken together. Talk to your prescriber about another cholesterol plan.',
  }, [dailyMed('Zocor'), dailyMed('Gemfibrozil')]),

  rule('statin+fenofibrate', 'class:statin', 'fenofibrate', 'moderate', 'established', {
    summary: 'Fenofibrate with a statin slightly raises the risk of muscle problems.',
    mechanism: 'Both can affect muscle; fenofibrate has much less effect on statin levels than gemfibrozil.',
    management: `This pairing is commonly used. ${rhabdo}`,
  }, [dailyMed('Fenofibrate')]),

  rule('statin+cyclosporine', 'class:statin', 'cyclosporine', 'major', 'established', {
    summary: 'Cyclosporine raises the levels of most statins several times, with a risk of muscle breakdown.',
    mechanism: 'Cyclosporine blocks CYP3A4 and the liver uptake transporters that clear statins.',
    management: `Your prescriber will choose a statin and dose that suit cyclosporine. ${rhabdo}`,
  }, [dailyMed('Cyclosporine'), dailyMed('Lipitor')]),

  ...(['erythromycin', 'cyclosporine'] as const).flatMap((id) =>
    (['simvastatin', 'lovastatin'] as const).map((statin) =>
      rule(`${statin}+${id}`, statin, id, statin === 'lovastatin' && id === 'cyclosporine' ? 'major' : 'contraindicated', 'established', {
        summary: `${id === 'erythromycin' ? 'Erythromycin' : 'Cyclosporine'} raises ${statin} levels many times, with a high risk of muscle breakdown (rhabdomyolysis).`,
        mechanism: `It blocks CYP3A4${id === 'cyclosporine' ? ' and the transporters' : ''} that clear ${statin}.`,
        management: `${statin === 'lovastatin' && id === 'cyclosporine' ? 'The lovastatin label advises against this pair.' : 'These are not taken together.'} Your prescriber may pause the statin or choose another. ${rhabdo}`,
      }, [dailyMed(statin === 'simvastatin' ? 'Zocor' : 'Lovastatin')]),
    ),
  ),

  rule('lovastatin+gemfibrozil', 'lovastatin', 'gemfibrozil', 'major', 'established', {
    summary: 'Gemfibrozil with lovastatin greatly raises the risk of muscle breakdown (rhabdomyolysis).',
    mechanism: 'Gemfibrozil blocks lovastatin’s breakdown and can harm muscle itself.',
    management: `The lovastatin label advises against this pair. Talk to your prescriber about another cholesterol plan. ${rhabdo}`,
  }, [dailyMed('Lovastatin'), dailyMed('Gemfibrozil')]),

  ...([['diltiazem', 'major', 10], ['verapamil', 'major', 10], ['dronedarone', 'major', 10], ['amiodarone', 'moderate', 20], ['amlodipine', 'moderate', 20], ['ranolazine', 'moderate', 20]] as const).map(([id, severity, cap]) =>
    rule(`simvastatin+${id}`, 'simvastatin', id, severity, 'established', {
      summary: `${id.charAt(0).toUpperCase()}${id.slice(1)} raises simvastatin levels and the risk of muscle damage.`,
      mechanism: `${id.charAt(0).toUpperCase()}${id.slice(1)} slows the CYP3A4 breakdown of simvastatin.`,
      management: `The simvastatin label limits the dose to ${cap} mg a day with ${id}. Check your dose with your prescriber or pharmacist. ${rhabdo}`,
    }, [dailyMed('Zocor')]),
  ),

  ...(['diltiazem', 'verapamil'] as const).map((id) =>
    rule(`lovastatin+${id}`, 'lovastatin', id, 'moderate', 'established', {
      summary: `${id === 'diltiazem' ? 'Diltiazem' : 'Verapamil'} raises lovastatin levels and the risk of muscle damage.`,
      mechanism: 'It slows the CYP3A4 breakdown of lovastatin.',
      management: `The lovastatin label limits the dose to 20 mg a day with ${id}. Check your dose with your prescriber or pharmacist. ${rhabdo}`,
    }, [dailyMed('Lovastatin')]),
  ),

  // ------------------------------------------------------------ colchicine
  rule('colchicine+strong-cyp3a4-inhibitor', 'colchicine', 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
    summary: 'Strong CYP3A4 blockers such as clarithromycin can raise colchicine to toxic levels (diarrhoea, muscle damage, low blood counts); deaths have occurred, especially with kidney or liver disease.',
    mechanism: 'CYP3A4 and the P-gp pump clear colchicine; most of these drugs block both.',
    management: 'With kidney or liver problems this pair is not used. Otherwise your prescriber will cut the colchicine dose a lot or pause it during the course.',
  }, [dailyMed('Colcrys'), S.fdaCyp]),

  rule('colchicine+cyclosporine', 'colchicine', 'cyclosporine', 'major', 'established', {
    summary: 'Cyclosporine can raise colchicine to toxic levels (diarrhoea, muscle damage, low blood counts), and both can harm muscle.',
    mechanism: 'Cyclosporine blocks the P-gp pump and CYP3A4 that remove colchicine.',
    management: 'With kidney or liver problems this pair is not used. Otherwise your prescriber will lower the colchicine dose a lot. Report diarrhoea, muscle pain or weakness.',
  }, [dailyMed('Colcrys'), dailyMed('Cyclosporine')]),

  // Diltiazem, verapamil and erythromycin sit in the label's moderate-CYP3A4 row (the rule below).
  rule('colchicine+pgp-inhibitor', 'colchicine', 'class:pgp-inhibitor', 'major', 'established', {
    summary: 'P-glycoprotein blockers can raise colchicine to toxic levels (diarrhoea, muscle damage, low blood counts).',
    mechanism: 'The P-gp pump helps remove colchicine from the body.',
    management: 'The colchicine label lowers the dose with P-gp blockers and rules the pair out with kidney or liver problems; check with your prescriber. Report diarrhoea, muscle pain or weakness.',
  }, [dailyMed('Colcrys'), S.fdaCyp], ['diltiazem', 'verapamil', 'erythromycin']),

  rule('colchicine+moderate-cyp3a4-inhibitor', 'colchicine', 'class:moderate-cyp3a4-inhibitor', 'moderate', 'established', {
    summary: 'Moderate CYP3A4 blockers such as diltiazem, verapamil, fluconazole or erythromycin raise colchicine levels.',
    mechanism: 'CYP3A4 helps clear colchicine.',
    management: 'A lower colchicine dose is usually needed; check with your prescriber or pharmacist. Report diarrhoea, muscle pain or weakness.',
  }, [dailyMed('Colcrys'), S.fdaCyp]),
];
