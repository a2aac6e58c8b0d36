/**
 * Drug–drug interaction rules about bleeding: warfarin, the direct oral anticoagulants,
 * antiplatelets, NSAIDs and SSRIs.
 */
import { S, dailyMed } from '../../../sources';
import type { InteractionRule } from '../../../types';
import { ruleOf as rule } from '../rule-builders';
import { lowDoseAspirin } from './shared-wording';

const coumadin = dailyMed('Coumadin');
const bleedingSigns = 'Watch for unusual bruising, nosebleeds, blood in urine or stools, black stools or vomiting blood, and get help quickly if they appear.';
const inrCheck = 'Tell the person who manages your warfarin whenever this medicine is started, stopped or changed; an extra INR check and a warfarin dose change may be needed.';

export const bleedingRules: InteractionRule[] = [
  // ------------------------------------------------------------ warfarin
  rule('warfarin+nsaid', 'warfarin', 'class:nsaid', 'major', 'established', {
    summary: 'NSAIDs such as ibuprofen or naproxen with warfarin raise the risk of serious bleeding, especially from the stomach.',
    mechanism: 'NSAIDs block platelets and irritate the stomach lining, while warfarin slows clotting.',
    management: `Ask your pharmacist for a pain reliever that suits warfarin (acetaminophen at usual doses is often preferred). ${bleedingSigns}`,
  }, [coumadin, dailyMed('Ibuprofen'), S.medlineBloodThinners]),

  rule('warfarin+antiplatelet', 'warfarin', 'class:antiplatelet', 'major', 'established', {
    summary: 'Aspirin, clopidogrel and other antiplatelet drugs with warfarin raise the risk of serious bleeding.',
    mechanism: 'Antiplatelet drugs stop platelets clumping while warfarin slows clotting factors.',
    management: `Sometimes both are needed (for example after a stent), but only on your prescriber’s plan. Do not add over-the-counter aspirin on your own. ${bleedingSigns}`,
  }, [coumadin, dailyMed('Plavix'), S.medlineBloodThinners]),

  rule('anticoagulant+anticoagulant', 'class:anticoagulant', 'class:anticoagulant', 'major', 'established', {
    summary: 'Two anticoagulants taken together greatly raise the risk of serious bleeding.',
    mechanism: 'Both slow blood clotting, by different routes.',
    management: `Two anticoagulants are normally only overlapped briefly during a planned switch. Check with your prescriber that this is intended. ${bleedingSigns}`,
  }, [S.medlineBloodThinners, dailyMed('Eliquis'), coumadin]),

  rule('anticoagulant+bleeding-risk', 'class:anticoagulant', 'class:bleeding-risk', 'moderate', 'probable', {
    summary: 'Another medicine or supplement that affects bleeding may add to the bleeding risk of an anticoagulant.',
    mechanism: 'Effects on platelets, clotting or the stomach lining add to the anticoagulant’s effect.',
    management: `Tell the person who manages your anticoagulant about it. ${bleedingSigns}`,
  }, [S.medlineBloodThinners]),

  rule('bleeding-risk+bleeding-risk', 'class:bleeding-risk', 'class:bleeding-risk', 'minor', 'suspected', {
    summary: 'Two products that each affect bleeding may slightly add to each other; the effect is usually small.',
    mechanism: 'Small effects on platelets or the stomach lining can add up.',
    management: 'Mention both to your pharmacist, especially before surgery or dental work.',
  }, [S.medlineBloodThinners]),

  rule('warfarin+ssri', 'warfarin', 'class:ssri', 'moderate', 'established', {
    summary: 'SSRIs with warfarin increase the risk of bleeding, mostly from the stomach or gut.',
    mechanism: 'SSRIs reduce the serotonin that platelets need to clump; some also raise warfarin levels.',
    management: `${inrCheck} ${bleedingSigns}`,
  }, [coumadin, dailyMed('Sertraline')]),

  rule('warfarin+snri', 'warfarin', 'class:snri', 'moderate', 'established', {
    summary: 'SNRIs such as venlafaxine or duloxetine with warfarin increase the risk of bleeding.',
    mechanism: 'SNRIs reduce the serotonin that platelets need to clump.',
    management: `${inrCheck} ${bleedingSigns}`,
  }, [coumadin, dailyMed('Duloxetine')]),

  rule('warfarin+amiodarone', 'warfarin', 'amiodarone', 'major', 'established', {
    summary: 'Amiodarone strongly raises the effect of warfarin, often by a third to a half, with a risk of serious bleeding; the effect builds over weeks and lasts months.',
    mechanism: 'Amiodarone blocks CYP2C9 and other enzymes that clear warfarin.',
    management: 'Your prescriber usually lowers the warfarin dose when amiodarone starts and checks the INR often for several weeks.',
  }, [coumadin, dailyMed('Amiodarone')]),

  rule('warfarin+cyp2c9-inhibitor', 'warfarin', 'class:cyp2c9-inhibitor', 'major', 'established', {
    summary: 'Medicines that block CYP2C9 can raise warfarin levels and the INR sharply, with a risk of serious bleeding.',
    mechanism: 'CYP2C9 clears the more active half of warfarin (S-warfarin).',
    management: `${inrCheck} ${bleedingSigns}`,
  }, [coumadin, S.fdaCyp]),

  rule('warfarin+fluvoxamine', 'warfarin', 'fluvoxamine', 'major', 'established', {
    summary: 'Fluvoxamine can roughly double warfarin levels and also weakens platelets, so the risk of serious bleeding rises.',
    mechanism: 'Fluvoxamine blocks several enzymes that clear warfarin (CYP1A2, CYP2C9, CYP3A4) and lowers platelet serotonin.',
    management: `${inrCheck} ${bleedingSigns}`,
  }, [dailyMed('Fluvoxamine'), coumadin]),

  rule('warfarin+azole-antifungal', 'warfarin', 'class:azole-antifungal', 'major', 'established', {
    summary: 'Azole antifungals such as fluconazole, voriconazole and miconazole (even as oral gel) can raise the INR sharply, with a risk of serious bleeding.',
    mechanism: 'Azoles block CYP2C9 and CYP3A4, which clear warfarin.',
    management: `${inrCheck} Even a short course or a single large dose of fluconazole matters.`,
  }, [coumadin, dailyMed('Fluconazole')]),

  rule('warfarin+metronidazole', 'warfarin', 'metronidazole', 'major', 'established', {
    summary: 'Metronidazole can raise the INR sharply, with a risk of serious bleeding.',
    mechanism: 'Metronidazole blocks the breakdown of S-warfarin.',
    management: `${inrCheck} Your prescriber may lower the warfarin dose during the course.`,
  }, [coumadin, dailyMed('Metronidazole')]),

  rule('warfarin+sulfamethoxazole-trimethoprim', 'warfarin', 'sulfamethoxazole-trimethoprim', 'major', 'established', {
    summary: 'Sulfamethoxazole-trimethoprim (Bactrim) can raise the INR sharply, with a risk of serious bleeding.',
    mechanism: 'Sulfamethoxazole blocks CYP2C9 and pushes warfarin off its binding proteins.',
    management: `Ask whether a different antibiotic would do. If not, ${inrCheck.charAt(0).toLowerCase()}${inrCheck.slice(1)}`,
  }, [coumadin, dailyMed('Bactrim')]),

  rule('warfarin+macrolide', 'warfarin', 'class:macrolide', 'moderate', 'probable', {
    summary: 'Macrolide antibiotics such as clarithromycin or erythromycin can raise the INR and bleeding risk.',
    mechanism: 'Some macrolides block CYP3A4, which clears part of warfarin; infection itself can also change the INR.',
    management: inrCheck,
  }, [coumadin, dailyMed('Biaxin')]),

  rule('warfarin+fluoroquinolone', 'warfarin', 'class:fluoroquinolone', 'moderate', 'probable', {
    summary: 'Fluoroquinolones such as ciprofloxacin or levofloxacin can raise the INR and bleeding risk.',
    mechanism: 'They can slow warfarin clearance and change gut bacteria that make vitamin K; infection itself can also change the INR.',
    management: inrCheck,
  }, [coumadin, dailyMed('Cipro')]),

  rule('warfarin+acetaminophen', 'warfarin', 'acetaminophen', 'moderate', 'probable', {
    summary: 'Regular use of acetaminophen (for example 2 g a day or more for several days) can raise the INR; occasional doses are usually fine.',
    mechanism: 'An acetaminophen by-product interferes with the vitamin K cycle that warfarin also blocks.',
    management: 'Acetaminophen is often the preferred pain reliever with warfarin. If you need it every day, tell the person who manages your warfarin so your INR can be checked.',
  }, [coumadin, dailyMed('Acetaminophen')]),

  rule('warfarin+strong-cyp3a4-inducer', 'warfarin', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Strong enzyme inducers such as rifampin, carbamazepine or phenytoin can lower the INR so that warfarin no longer prevents clots; when the inducer stops, the INR can rise sharply.',
    mechanism: 'Inducers speed up the liver enzymes that clear warfarin.',
    management: 'Your prescriber will check the INR often and adjust the warfarin dose both when the inducer starts and when it stops.',
  }, [coumadin, S.fdaCyp]),

  rule('warfarin+levothyroxine', 'warfarin', 'levothyroxine', 'moderate', 'established', {
    summary: 'Starting levothyroxine or changing its dose can raise warfarin’s effect.',
    mechanism: 'Thyroid hormone speeds up the breakdown of clotting factors.',
    management: 'Once both are stable this is not a problem; after any change in thyroid dose, an extra INR check is sensible.',
  }, [coumadin, dailyMed('Synthroid')]),

  rule('warfarin+capecitabine', 'warfarin', 'capecitabine', 'major', 'established', {
    summary: 'Capecitabine can raise the INR sharply, and serious bleeding, including deaths, has occurred.',
    mechanism: 'Capecitabine reduces the activity of CYP2C9, which clears warfarin.',
    management: 'Your care team will check the INR often and may adjust the warfarin dose throughout treatment and for a month after.',
  }, [dailyMed('Xeloda'), coumadin]),

  // ------------------------------------------------------------ direct oral anticoagulants
  rule('doac+nsaid', 'class:doac', 'class:nsaid', 'major', 'established', {
    summary: 'NSAIDs such as ibuprofen or naproxen with apixaban, rivaroxaban, dabigatran or edoxaban raise the risk of serious bleeding.',
    mechanism: 'NSAIDs block platelets and irritate the stomach lining while the anticoagulant slows clotting.',
    management: `Ask your pharmacist for a pain reliever that suits your anticoagulant. ${bleedingSigns}`,
  }, [dailyMed('Eliquis'), dailyMed('Xarelto'), S.medlineBloodThinners]),

  rule('doac+antiplatelet', 'class:doac', 'class:antiplatelet', 'major', 'established', {
    summary: 'Aspirin, clopidogrel and other antiplatelet drugs with a DOAC raise the risk of serious bleeding.',
    mechanism: 'The two work on different parts of clotting, so their effects add up.',
    management: `Sometimes both are needed (for example after a stent), but only on your prescriber’s plan. Do not add over-the-counter aspirin on your own. ${bleedingSigns}`,
  }, [dailyMed('Eliquis'), dailyMed('Xarelto'), dailyMed('Pradaxa')]),

  rule('doac+ssri', 'class:doac', 'class:ssri', 'moderate', 'probable', {
    summary: 'SSRIs with an anticoagulant increase the risk of bleeding.',
    mechanism: 'SSRIs reduce the serotonin that platelets need to clump.',
    management: `Tell your prescriber you take both. ${bleedingSigns}`,
  }, [dailyMed('Eliquis'), dailyMed('Xarelto')]),

  rule('doac+snri', 'class:doac', 'class:snri', 'moderate', 'probable', {
    summary: 'SNRIs with an anticoagulant increase the risk of bleeding.',
    mechanism: 'SNRIs reduce the serotonin that platelets need to clump.',
    management: `Tell your prescriber you take both. ${bleedingSigns}`,
  }, [dailyMed('Eliquis'), dailyMed('Xarelto')]),

  ...(['apixaban', 'rivaroxaban'] as const).map((id) =>
    rule(`${id}+strong-cyp3a4-inhibitor`, id, 'class:strong-cyp3a4-inhibitor', 'major', 'established', {
      summary: `Strong CYP3A4 blockers such as ketoconazole, itraconazole or ritonavir can roughly double ${id} levels and raise the risk of serious bleeding.`,
      mechanism: `${id === 'apixaban' ? 'Apixaban' : 'Rivaroxaban'} is cleared by CYP3A4 and P-glycoprotein, which most of these drugs block.`,
      management: 'Your prescriber may lower the dose or choose a different medicine. Watch for signs of bleeding.',
    }, [dailyMed(id === 'apixaban' ? 'Eliquis' : 'Xarelto'), S.fdaCyp], id === 'apixaban' ? ['clarithromycin'] : undefined),
  ),

  rule('doac+strong-cyp3a4-inducer', 'class:doac', 'class:strong-cyp3a4-inducer', 'major', 'established', {
    summary: 'Rifampin, carbamazepine, phenytoin and St. John’s wort can lower DOAC levels so much that they no longer prevent strokes or clots.',
    mechanism: 'These inducers speed up CYP3A4 and the P-glycoprotein pump that remove the anticoagulant.',
    management: 'The labels advise against this combination. Talk to your prescriber, who may choose a different anticoagulant.',
  }, [dailyMed('Eliquis'), dailyMed('Xarelto'), dailyMed('Pradaxa'), S.fdaCyp]),

  rule('dabigatran+pgp-inhibitor', 'dabigatran', 'class:pgp-inhibitor', 'moderate', 'established', {
    summary: 'P-glycoprotein blockers such as dronedarone, ketoconazole, verapamil or amiodarone raise dabigatran levels and bleeding risk, especially with reduced kidney function.',
    mechanism: 'Dabigatran is pushed out of the body by the P-gp pump, which these drugs block.',
    management: 'Your prescriber checks kidney function and may lower the dose or space the doses. Watch for signs of bleeding.',
  }, [dailyMed('Pradaxa'), S.fdaCyp]),

  // ------------------------------------------------------------ antiplatelets, NSAIDs, SSRIs
  rule('antiplatelet+nsaid', 'class:antiplatelet', 'class:nsaid', 'moderate', 'established', {
    summary: 'An NSAID with an antiplatelet drug raises the risk of stomach bleeding.',
    mechanism: 'Both weaken platelets and NSAIDs irritate the stomach lining.',
    management: 'Ask your pharmacist for a pain reliever that suits you; if an NSAID is needed, a stomach-protecting medicine may be advised. Watch for black stools or stomach pain.',
  }, [dailyMed('Plavix'), dailyMed('Ibuprofen')]),

  rule('aspirin+ibuprofen', 'aspirin', 'ibuprofen', 'moderate', 'established', {
    summary: 'Ibuprofen can block the heart-protecting effect of low-dose aspirin, and together they raise the risk of stomach bleeding.',
    mechanism: 'Ibuprofen occupies the same spot on platelets that aspirin needs to bind.',
    management: 'If you take low-dose aspirin for your heart and need ibuprofen occasionally, take the ibuprofen at least 30 minutes after immediate-release aspirin or more than 8 hours before it. Ask your pharmacist about regular use.',
  }, [dailyMed('Ibuprofen'), dailyMed('Aspirin')]),

  rule('aspirin+naproxen', 'aspirin', 'naproxen', 'moderate', 'probable', {
    summary: 'Naproxen may reduce the heart-protecting effect of low-dose aspirin, and together they raise the risk of stomach bleeding.',
    mechanism: 'Naproxen can compete with aspirin for its binding site on platelets.',
    management: 'If you take low-dose aspirin for your heart, ask your pharmacist about timing and about a pain reliever that suits you.',
  }, [dailyMed('Naproxen'), dailyMed('Aspirin')]),

  rule('antiplatelet+antiplatelet', 'class:antiplatelet', 'class:antiplatelet', 'moderate', 'established', {
    summary: 'Two antiplatelet drugs together (such as aspirin and clopidogrel) raise the risk of bleeding.',
    mechanism: 'Each blocks platelets in a different way.',
    management: 'This pairing is often prescribed on purpose for a set time, for example after a stent. Keep to your prescriber’s plan and watch for signs of bleeding.',
  }, [dailyMed('Plavix'), dailyMed('Aspirin')]),

  rule('nsaid+nsaid', 'class:nsaid', 'class:nsaid', 'moderate', 'established', {
    summary: 'Two NSAIDs together do not relieve pain better but raise the risk of stomach ulcers, bleeding and kidney problems.',
    mechanism: 'Both block the same enzymes (COX) that protect the stomach and kidneys.',
    management: 'Use one NSAID at a time, and check combination cold and pain products for a second NSAID. Ask your pharmacist if you take low-dose aspirin.',
  }, [dailyMed('Ibuprofen'), dailyMed('Naproxen')]),

  ...(['ssri', 'snri'] as const).flatMap((c) => [
    rule(`${c}+nsaid`, `class:${c}`, 'class:nsaid', 'moderate', 'established', {
      summary: `An ${c.toUpperCase()} with an NSAID raises the risk of stomach and gut bleeding.`,
      mechanism: `${c.toUpperCase()}s reduce the serotonin platelets need; NSAIDs irritate the stomach lining and also weaken platelets.`,
      management: 'Occasional use is usually fine. For regular use, ask your prescriber or pharmacist whether a stomach-protecting medicine or another pain reliever is better.',
    }, [dailyMed(c === 'ssri' ? 'Sertraline' : 'Duloxetine'), dailyMed('Ibuprofen')]),
    rule(`${c}+antiplatelet`, `class:${c}`, 'class:antiplatelet', 'moderate', 'probable', {
      summary: `An ${c.toUpperCase()} with an antiplatelet drug raises the risk of bleeding.`,
      mechanism: `${c.toUpperCase()}s reduce the serotonin platelets need to clump.`,
      management: 'Tell your prescriber you take both, and watch for unusual bruising, black stools or other bleeding.',
    }, [dailyMed(c === 'ssri' ? 'Sertraline' : 'Venlafaxine'), dailyMed('Plavix')]),
  ]),

  rule('nsaid+corticosteroid', 'class:nsaid', 'class:corticosteroid', 'moderate', 'established', {
    summary: 'An NSAID with an oral steroid such as prednisone raises the risk of stomach ulcers and bleeding.',
    mechanism: 'Both weaken the stomach’s protective lining.',
    management: 'Ask your prescriber or pharmacist whether you need a stomach-protecting medicine; report stomach pain or black stools.',
  }, [dailyMed('Ibuprofen'), dailyMed('Prednisone')]),

  ...([['ace-inhibitor', 'an ACE inhibitor', 'Lisinopril'], ['arb', 'an angiotensin receptor blocker', 'Losartan'], ['diuretic', 'a diuretic', 'Furosemide']] as const).map(([c, label, drugName]) =>
    rule(`nsaid+${c}`, 'class:nsaid', `class:${c}`, 'moderate', 'established', {
      summary: `Regular NSAID use can weaken the blood-pressure effect of ${label} and strain the kidneys, especially in older adults or with dehydration.`,
      mechanism: 'NSAIDs make the body hold salt and water and reduce blood flow to the kidneys.',
      management: 'Occasional short use is usually fine. For regular use, ask your prescriber or pharmacist; blood pressure and kidney checks may be advised. Drink enough fluids.',
    }, [dailyMed(drugName), dailyMed('Ibuprofen')], lowDoseAspirin),
  ),

];
