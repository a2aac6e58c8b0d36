/**
 * Drug–drug interaction rules, part 2: bleeding, heart and blood pressure, potassium and
 * kidneys, lithium, digoxin, statins and colchicine. Included in `drugDrugRules` (drug-drug.ts).
 */
import { S, dailyMed, mesh } from '../../sources';
import type { InteractionRule } from '../../types';
import { ruleOf as rule } from './rule-builders';



const coumadin = dailyMed('Coumadin');
const bleedingSigns = 'Watch for unusual bruising, nosebleeds, blood in urine or stools, black stools or vomiting blood, and get help quickly if they appear.';
const inrCheck = 'Tell the person who manages your warfarin whenever this medicine is started, stopped or changed; an extra INR check and a warfarin dose change may be needed.';
const hyperkalaemia = mesh('Hyperkalemia');
/** Low-dose aspirin products: little effect on blood pressure, kidney function or lithium levels at heart-protecting doses. */
const lowDoseAspirin = ['aspirin', 'aspirin-dipyridamole'];
const rhabdo = 'Report unexplained muscle pain, tenderness or weakness, or dark urine, to your prescriber straight away.';

export const drugDrugRules2: InteractionRule[] = [
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

  // ------------------------------------------------------------ methotrexate and clopidogrel
  rule('methotrexate+nsaid', 'methotrexate', 'class:nsaid', 'major', 'established', {
    summary: 'NSAIDs can raise methotrexate levels, causing serious toxicity (low blood counts, mouth ulcers, kidney damage), mainly with high cancer doses.',
    mechanism: 'NSAIDs reduce kidney clearance of methotrexate.',
    management: 'At the low weekly doses used for arthritis they are often used together under blood-test monitoring. Ask your prescriber before taking over-the-counter NSAIDs.',
  }, [dailyMed('Methotrexate')]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`methotrexate+${tmp}`, 'methotrexate', tmp, 'major', 'established', {
    summary: 'Trimethoprim (alone or in sulfamethoxazole-trimethoprim) with methotrexate can cause severe, sometimes fatal, bone-marrow suppression, even at low methotrexate doses.',
    mechanism: 'Both block folate metabolism, and the antibiotic slows methotrexate clearance.',
    management: 'Make sure any prescriber of an antibiotic knows you take methotrexate; another antibiotic is usually chosen.',
  }, [dailyMed('Methotrexate'), dailyMed('Bactrim')])),

  rule('methotrexate+ppi', 'methotrexate', 'class:ppi', 'moderate', 'probable', {
    summary: 'Proton pump inhibitors can slow the clearance of high-dose methotrexate and raise its toxicity.',
    mechanism: 'PPIs may block the kidney transport that removes methotrexate.',
    management: 'This matters mainly for high-dose cancer treatment; your care team may pause the PPI around those doses.',
  }, [dailyMed('Methotrexate'), dailyMed('Omeprazole')]),

  ...(['omeprazole', 'esomeprazole'] as const).map((id) =>
    rule(`clopidogrel+${id}`, 'clopidogrel', id, 'major', 'established', {
      summary: `${id === 'omeprazole' ? 'Omeprazole' : 'Esomeprazole'} lowers the amount of clopidogrel’s active form, which may make it less effective at preventing clots.`,
      mechanism: 'Clopidogrel needs CYP2C19 to become active, and this PPI blocks CYP2C19.',
      management: 'The clopidogrel label says to avoid this pair. Ask your prescriber or pharmacist about a different acid reducer, such as pantoprazole or famotidine; do not stop clopidogrel on your own.',
    }, [dailyMed('Plavix')]),
  ),

  rule('clopidogrel+cyp2c19-inhibitor', 'clopidogrel', 'class:cyp2c19-inhibitor', 'moderate', 'probable', {
    summary: 'CYP2C19 blockers such as fluconazole, fluvoxamine or fluoxetine can lower clopidogrel’s active form and its protection against clots.',
    mechanism: 'Clopidogrel needs CYP2C19 to become active.',
    management: 'Talk to your prescriber or pharmacist; a medicine without this effect may be preferred.',
  }, [dailyMed('Plavix'), S.fdaCyp]),

  rule('clopidogrel+repaglinide', 'clopidogrel', 'repaglinide', 'major', 'established', {
    summary: 'Clopidogrel raises repaglinide levels several times, which can cause low blood sugar.',
    mechanism: 'Clopidogrel’s by-product blocks CYP2C8, which clears repaglinide.',
    management: 'The labels advise against this pair or a limited repaglinide dose. Talk to your prescriber and check your blood sugar more often.',
  }, [dailyMed('Repaglinide'), dailyMed('Plavix')]),

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

  // ------------------------------------------------------------ renin–angiotensin system and potassium
  rule('ace-inhibitor+arb', 'class:ace-inhibitor', 'class:arb', 'major', 'established', {
    summary: 'An ACE inhibitor with an angiotensin receptor blocker raises the risk of high potassium, low blood pressure and kidney injury, without extra benefit for most people.',
    mechanism: 'Both block the same hormone system (dual blockade).',
    management: 'This pairing is generally avoided. If both appear on your list, ask your prescriber or pharmacist to check that it is intended.',
  }, [dailyMed('Losartan'), dailyMed('Lisinopril')]),

  rule('ace-inhibitor+sacubitril-valsartan', 'class:ace-inhibitor', 'sacubitril-valsartan', 'contraindicated', 'established', {
    summary: 'An ACE inhibitor with sacubitril-valsartan (Entresto) can cause angioedema, a dangerous swelling of the face, lips and throat.',
    mechanism: 'Both block the breakdown of bradykinin, which causes swelling.',
    management: 'These are never taken together; at least 36 hours must pass after the last ACE inhibitor dose before Entresto starts. Your prescriber plans the switch.',
  }, [dailyMed('Entresto')]),

  rule('potassium-sparing-diuretic+potassium-chloride', 'class:potassium-sparing-diuretic', 'potassium-chloride', 'major', 'established', {
    summary: 'Potassium supplements with a potassium-sparing diuretic such as spironolactone can cause dangerously high potassium and heart-rhythm problems.',
    mechanism: 'The diuretic keeps potassium in the body while the supplement adds more.',
    management: 'Take potassium only if your prescriber advises it with regular blood tests; check salt substitutes, which often contain potassium.',
  }, [dailyMed('Aldactone'), dailyMed('Potassium Chloride'), hyperkalaemia]),

  ...([['ace-inhibitor', 'An ACE inhibitor', 'an ACE inhibitor', 'Lisinopril'], ['arb', 'An angiotensin receptor blocker', 'an angiotensin receptor blocker', 'Losartan']] as const).flatMap(([c, label, lower, drugName]) => [
    rule(`${c}+potassium-chloride`, `class:${c}`, 'potassium-chloride', 'moderate', 'established', {
      summary: `${label} with a potassium supplement can raise blood potassium too high, especially with kidney disease.`,
      mechanism: 'The blood-pressure medicine lowers aldosterone, so the kidneys keep potassium.',
      management: 'Take potassium only as your prescriber advises, with blood tests; check salt substitutes for potassium.',
    }, [dailyMed(drugName), hyperkalaemia]),
    rule(`${c}+potassium-sparing-diuretic`, `class:${c}`, 'class:potassium-sparing-diuretic', 'major', 'established', {
      summary: `${label} with spironolactone or another potassium-sparing diuretic can cause dangerously high potassium, especially with kidney disease, diabetes or dehydration.`,
      mechanism: 'Both make the kidneys keep potassium.',
      management: 'This pairing is often prescribed (for example in heart failure) with regular potassium and kidney blood tests. Avoid potassium supplements and salt substitutes unless advised, and keep your blood-test appointments.',
    }, [dailyMed('Aldactone'), dailyMed(drugName), hyperkalaemia]),
    ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`${c}+${tmp}`, `class:${c}`, tmp, 'moderate', 'probable', {
      summary: `Trimethoprim (alone or in Bactrim) with ${lower} can raise blood potassium, especially in older adults or with kidney disease.`,
      mechanism: 'Trimethoprim blocks potassium loss in the kidney, like a potassium-sparing diuretic.',
      management: 'Tell the prescriber of the antibiotic about your blood-pressure medicine; a potassium check may be advised.',
    }, [dailyMed('Bactrim'), hyperkalaemia])),
  ]),

  ...(['sulfamethoxazole-trimethoprim', 'trimethoprim'] as const).map((tmp) => rule(`potassium-sparing-diuretic+${tmp}`, 'class:potassium-sparing-diuretic', tmp, 'major', 'probable', {
    summary: 'Trimethoprim (alone or in Bactrim) with spironolactone or another potassium-sparing diuretic can cause dangerously high potassium.',
    mechanism: 'Trimethoprim blocks potassium loss in the kidney, adding to the diuretic.',
    management: 'Tell the prescriber of the antibiotic about your diuretic; another antibiotic or a potassium check is usually advised.',
  }, [dailyMed('Bactrim'), dailyMed('Aldactone'), hyperkalaemia])),

  ...(['ace-inhibitor', 'arb'] as const).map((c) => rule(`aliskiren+${c}`, 'aliskiren', `class:${c}`, 'major', 'established', {
    summary: `Aliskiren with ${c === 'arb' ? 'an angiotensin receptor blocker' : 'an ACE inhibitor'} raises the risk of high potassium, low blood pressure and kidney injury; in people with diabetes the label rules it out.`,
    mechanism: 'Both block the same hormone system (dual blockade).',
    management: 'Ask your prescriber or pharmacist to check that this pairing is intended, especially if you have diabetes or kidney disease.',
  }, [dailyMed('Tekturna')])),

  rule('potassium-raising+potassium-raising', 'class:potassium-raising', 'class:potassium-raising', 'moderate', 'probable', {
    summary: 'Two medicines or supplements that raise potassium can together push it too high, especially with kidney disease.',
    mechanism: 'Each makes the body keep or take in more potassium.',
    management: 'Ask your prescriber whether a potassium blood test is needed; check salt substitutes for potassium.',
  }, [hyperkalaemia]),

  rule('eplerenone+strong-cyp3a4-inhibitor', 'eplerenone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise eplerenone levels about fivefold, with a risk of dangerously high potassium.',
    mechanism: 'CYP3A4 is the main enzyme that clears eplerenone.',
    management: 'These are not used together. Tell any prescriber of an antifungal or antibiotic that you take eplerenone.',
  }, [dailyMed('Inspra'), S.fdaCyp]),

  // ------------------------------------------------------------ lithium
  ...([['thiazide-diuretic', 'Thiazide diuretics such as hydrochlorothiazide', 'Hydrochlorothiazide'], ['ace-inhibitor', 'ACE inhibitors such as lisinopril', 'Lisinopril'], ['arb', 'Angiotensin receptor blockers such as losartan', 'Losartan'], ['nsaid', 'NSAIDs such as ibuprofen or naproxen', 'Ibuprofen']] as const).map(([c, label, drugName]) =>
    rule(`lithium+${c}`, 'lithium', `class:${c}`, 'major', 'established', {
      summary: `${label} can raise lithium to toxic levels, with shaking, confusion, vomiting, unsteadiness and, in severe cases, seizures or kidney damage.`,
      mechanism: 'They make the kidneys hold on to lithium.',
      management: 'Talk to your prescriber before starting; lithium levels are usually checked within a week and the dose may be lowered. Know the signs of lithium toxicity.',
    }, [dailyMed('Lithium'), dailyMed(drugName)], c === 'nsaid' ? lowDoseAspirin : undefined),
  ),

  rule('lithium+loop-diuretic', 'lithium', 'class:loop-diuretic', 'moderate', 'probable', {
    summary: 'Loop diuretics such as furosemide can raise lithium levels, though less than thiazides.',
    mechanism: 'Salt and fluid loss makes the kidneys hold on to lithium.',
    management: 'Your prescriber may check lithium levels after a change; drink enough fluids and know the signs of lithium toxicity.',
  }, [dailyMed('Lithium'), dailyMed('Lasix')]),

  // ------------------------------------------------------------ digoxin
  rule('digoxin+amiodarone', 'digoxin', 'amiodarone', 'major', 'established', {
    summary: 'Amiodarone can nearly double digoxin levels, causing nausea, vision changes, a very slow pulse or dangerous rhythms.',
    mechanism: 'Amiodarone blocks the P-gp pump that removes digoxin and adds its own slowing of the heart.',
    management: 'Your prescriber usually lowers the digoxin dose by a third to a half and checks levels.',
  }, [dailyMed('Lanoxin'), dailyMed('Amiodarone')]),

  rule('digoxin+verapamil', 'digoxin', 'verapamil', 'major', 'established', {
    summary: 'Verapamil raises digoxin levels and both slow the heart, so the pulse can become dangerously slow.',
    mechanism: 'Verapamil blocks the P-gp pump that removes digoxin and slows conduction in the heart.',
    management: 'Your prescriber may lower the digoxin dose and check levels and pulse.',
  }, [dailyMed('Lanoxin'), dailyMed('Verapamil')]),

  rule('digoxin+clarithromycin', 'digoxin', 'clarithromycin', 'major', 'established', {
    summary: 'Clarithromycin can raise digoxin to toxic levels, causing nausea, vision changes or a dangerous heart rhythm.',
    mechanism: 'Clarithromycin blocks the P-gp pump that removes digoxin.',
    management: 'Ask whether another antibiotic would do; if not, digoxin levels are usually checked during the course.',
  }, [dailyMed('Lanoxin'), dailyMed('Biaxin')]),

  rule('digoxin+dronedarone', 'digoxin', 'dronedarone', 'major', 'established', {
    summary: 'Dronedarone about doubles digoxin levels and adds to its slowing of the heart; it has been linked to more deaths in heart-failure patients taking digoxin.',
    mechanism: 'Dronedarone blocks the P-gp pump that removes digoxin.',
    management: 'The dronedarone label advises halving the digoxin dose or reconsidering digoxin. Your prescriber will check levels and pulse.',
  }, [dailyMed('Multaq'), dailyMed('Lanoxin')]),

  rule('digoxin+pgp-inhibitor', 'digoxin', 'class:pgp-inhibitor', 'major', 'established', {
    summary: 'P-glycoprotein blockers such as amiodarone, verapamil, quinidine, clarithromycin or itraconazole can raise digoxin levels a lot, with a risk of toxicity.',
    mechanism: 'Digoxin is pushed out of the body by the P-gp pump.',
    management: 'The digoxin label advises measuring the level before starting the other medicine and lowering the digoxin dose by 30 to 50 percent. Report nausea, vision changes or a slow or irregular pulse.',
  }, [dailyMed('Lanoxin'), S.fdaCyp]),

  rule('digoxin+potassium-lowering', 'digoxin', 'class:potassium-lowering', 'moderate', 'established', {
    summary: 'Water pills that lower potassium and magnesium make digoxin toxicity and rhythm problems more likely.',
    mechanism: 'Low potassium increases digoxin’s binding in heart muscle.',
    management: 'Your prescriber usually checks potassium regularly; report cramps, weakness, nausea or an irregular pulse.',
  }, [dailyMed('Lanoxin'), dailyMed('Lasix')]),

  rule('digoxin+diltiazem', 'digoxin', 'diltiazem', 'moderate', 'probable', {
    summary: 'Diltiazem can raise digoxin levels a little and both slow the heart.',
    mechanism: 'Diltiazem slows conduction in the heart and can reduce digoxin clearance.',
    management: 'Your prescriber may check your pulse and digoxin level after changes.',
  }, [dailyMed('Lanoxin'), dailyMed('Diltiazem')]),

  // ------------------------------------------------------------ heart rate and rhythm
  ...(['verapamil', 'diltiazem'] as const).map((id) =>
    rule(`beta-blocker+${id}`, 'class:beta-blocker', id, 'moderate', 'established', {
      summary: `A beta blocker with ${id} can slow the heart too much or weaken its pumping, causing dizziness, fainting or breathlessness.`,
      mechanism: 'Both slow the heart’s rate and conduction.',
      management: 'This pairing is sometimes used on purpose with monitoring. Tell your prescriber about a very slow pulse, fainting or swollen ankles.',
    }, [dailyMed(id === 'verapamil' ? 'Verapamil' : 'Diltiazem'), dailyMed('Metoprolol')]),
  ),

  rule('amiodarone+beta-blocker', 'amiodarone', 'class:beta-blocker', 'moderate', 'established', {
    summary: 'Amiodarone with a beta blocker can slow the heart too much.',
    mechanism: 'Both slow the heart rate and conduction.',
    management: 'Often used together with monitoring; report dizziness, fainting or a very slow pulse.',
  }, [dailyMed('Amiodarone')]),

  ...(['verapamil', 'diltiazem'] as const).map((id) =>
    rule(`amiodarone+${id}`, 'amiodarone', id, 'moderate', 'established', {
      summary: `Amiodarone with ${id} can slow the heart too much or cause heart block.`,
      mechanism: 'Both slow the heart’s rate and conduction.',
      management: 'Your prescriber will watch your pulse and ECG; report dizziness or fainting.',
    }, [dailyMed('Amiodarone')]),
  ),

  ...([['verapamil', 'raises dofetilide levels'], ['hydrochlorothiazide', 'raises dofetilide levels and lowers potassium'], ['sulfamethoxazole-trimethoprim', 'raises dofetilide levels (trimethoprim blocks its kidney clearance)'], ['trimethoprim', 'raises dofetilide levels (it blocks its kidney clearance)'], ['ketoconazole', 'raises dofetilide levels'], ['cimetidine', 'raises dofetilide levels (it blocks its kidney clearance)'], ['dolutegravir', 'raises dofetilide levels (it blocks its kidney clearance)'], ['prochlorperazine', 'raises dofetilide levels and adds its own effect on heart rhythm']] as const).map(([id, effect]) =>
    rule(`dofetilide+${id}`, 'dofetilide', id, 'contraindicated', 'established', {
      summary: 'This medicine can raise dofetilide to levels that cause a life-threatening heart rhythm (torsades de pointes).',
      mechanism: `It ${effect}.`,
      management: 'The dofetilide label rules out this combination. Make sure every prescriber and pharmacist knows you take dofetilide.',
    }, [dailyMed('Tikosyn')]),
  ),

  rule('dronedarone+strong-cyp3a4-inhibitor', 'dronedarone', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise dronedarone levels many times, with a risk of a dangerous heart rhythm.',
    mechanism: 'CYP3A4 is the main enzyme that clears dronedarone, which lengthens the QT interval.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take dronedarone.',
  }, [dailyMed('Multaq'), S.fdaCyp]),

  rule('amiodarone+sofosbuvir-velpatasvir', 'amiodarone', 'sofosbuvir-velpatasvir', 'major', 'established', {
    summary: 'Amiodarone with sofosbuvir-containing hepatitis C treatment has caused severe slowing of the heart, sometimes needing a pacemaker; one death has been reported.',
    mechanism: 'The cause is not fully understood; the effect can start within hours to two weeks.',
    management: 'The label advises against this pair. If no alternative exists, heart monitoring is needed at the start; report fainting, dizziness, chest pain or breathlessness at once.',
  }, [dailyMed('Epclusa'), dailyMed('Amiodarone')]),

  rule('ranolazine+strong-cyp3a4-inhibitor', 'ranolazine', 'class:strong-cyp3a4-inhibitor', 'contraindicated', 'established', {
    summary: 'Strong CYP3A4 blockers raise ranolazine levels several times, which can prolong the QT interval.',
    mechanism: 'CYP3A4 is the main enzyme that clears ranolazine.',
    management: 'These are not used together. Tell any prescriber of an antifungal, antibiotic or HIV medicine that you take ranolazine.',
  }, [dailyMed('Ranexa'), S.fdaCyp]),

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
