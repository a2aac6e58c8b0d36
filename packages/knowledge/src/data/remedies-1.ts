/**
 * Natural remedies, part 1: "remedy for X" entries with an honest evidence rating, mostly
 * following NCCIH's and the NIH Office of Dietary Supplements' conclusions.
 */
import type { Source } from '../source';
import { S, dailyMed, doi, medlinePlus, nccih, ods, src } from '../sources';
import type { NaturalRemedy } from '../types';

/** Sources both remedy files use. */
export const REMEDY_SRC = {
  liverTox: src('LiverTox (NIH): Clinical and Research Information on Drug-Induced Liver Injury', 'https://www.ncbi.nlm.nih.gov/books/NBK547852/'),
  acpLowBackPain: doi(
    '10.7326/M16-2367',
    'Qaseem A, et al. Noninvasive treatments for acute, subacute, and chronic low back pain: a clinical practice guideline from the American College of Physicians. Ann Intern Med. 2017;166(7):514-530',
  ),
  odsMagnesium: ods('Magnesium', 'Magnesium'),
  teaTree: nccih('tea-tree-oil', 'Tea Tree Oil'),
  lavender: nccih('lavender', 'Lavender'),
  peppermint: nccih('peppermint-oil', 'Peppermint Oil'),
} as const satisfies Record<string, Source>;

export const naturalRemedies1: NaturalRemedy[] = [
  {
    id: 'ginger-for-nausea',
    name: 'Ginger for nausea',
    claim: 'Ginger taken by mouth eases nausea, including morning sickness.',
    evidence: 'moderate',
    evidenceSummary:
      'Studies suggest ginger can ease nausea and vomiting in pregnancy. Results for nausea from chemotherapy or after surgery are mixed.',
    cautions: [
      'Can cause heartburn, stomach upset, burping or diarrhoea, mainly at higher doses.',
      'In pregnancy, ask your midwife or doctor before taking ginger supplements; amounts used in food are fine.',
      'Vomiting that stops you keeping fluids down needs medical care.',
    ],
    interactions: [
      {
        with: 'class:anticoagulant',
        note: 'It is uncertain whether ginger affects bleeding; high-dose supplements might add to the effect of blood thinners. Ask your pharmacist.',
      },
    ],
    substanceId: 'ginger',
    sources: [nccih('ginger', 'Ginger')],
  },
  {
    id: 'peppermint-oil-for-ibs',
    name: 'Peppermint oil capsules for irritable bowel syndrome',
    claim: 'Enteric-coated peppermint oil capsules ease IBS cramps, bloating and belly pain.',
    evidence: 'moderate',
    evidenceSummary:
      'Several trials found enteric-coated peppermint oil capsules improved overall IBS symptoms and belly pain in the short term, and a US gastroenterology guideline suggests them. Long-term use is less studied.',
    cautions: [
      'Can cause heartburn; ask your doctor first if you have reflux disease or a hiatal hernia.',
      'Swallow capsules whole. Do not swallow peppermint essential oil from a bottle; capsules are a measured, coated product.',
      'See a doctor if bowel symptoms are new, or come with weight loss, bleeding or night-time symptoms.',
    ],
    interactions: [
      {
        with: 'class:acid-reducer',
        note: 'Antacids and acid reducers can make the capsule coating dissolve too early, causing heartburn. Ask your pharmacist how to space them.',
      },
    ],
    sources: [
      REMEDY_SRC.peppermint,
      doi('10.14309/ajg.0000000000001036', 'Lacy BE, et al. ACG Clinical Guideline: Management of Irritable Bowel Syndrome. Am J Gastroenterol. 2021;116(1):17-44'),
    ],
  },
  {
    id: 'chamomile-for-sleep',
    name: 'Chamomile tea for sleep',
    claim: 'Chamomile tea helps you fall asleep.',
    evidence: 'insufficient',
    evidenceSummary:
      'There is not enough evidence to show that chamomile improves sleep; the few studies are small with mixed results. A little research suggests chamomile extract may ease mild anxiety.',
    cautions: [
      'People allergic to ragweed, daisies, marigolds or chrysanthemums may react to chamomile.',
      'Tea in normal amounts is generally considered safe; concentrated extracts are less studied, including in pregnancy.',
    ],
    interactions: [
      { with: 'warfarin', note: 'There are reports of bleeding in people taking warfarin with chamomile products. Tell your anticoagulation clinic if you use chamomile regularly.' },
      { with: 'cyclosporine', note: 'Chamomile may change cyclosporine levels. Ask your transplant team or pharmacist first.' },
    ],
    substanceId: 'chamomile',
    sources: [nccih('chamomile', 'Chamomile'), S.nccihHerbDrug],
  },
  {
    id: 'valerian-for-sleep',
    name: 'Valerian for sleep',
    claim: 'Valerian root helps you fall asleep and sleep better.',
    evidence: 'insufficient',
    evidenceSummary: 'Studies of valerian for insomnia disagree, and overall there is not enough evidence that it helps sleep.',
    cautions: [
      'Can cause headache, dizziness, stomach upset and morning grogginess; do not drive if you feel drowsy.',
      'Safety in pregnancy, breastfeeding and young children has not been established.',
      'A few cases of liver injury have been reported, although a clear link is not proven.',
    ],
    interactions: [
      { with: 'class:cns-depressant', note: 'May add to drowsiness from alcohol, sleep medicines, sedatives and opioids.' },
    ],
    substanceId: 'valerian',
    sources: [nccih('valerian', 'Valerian'), REMEDY_SRC.liverTox],
  },
  {
    id: 'melatonin-for-jet-lag',
    name: 'Melatonin for jet lag',
    claim: 'Melatonin eases jet lag after flying across time zones.',
    evidence: 'moderate',
    evidenceSummary:
      'A Cochrane review found that melatonin taken near bedtime at the destination reduced jet lag for people crossing five or more time zones, with more benefit the more zones crossed. Products vary widely in how much melatonin they actually contain.',
    cautions: [
      'Can cause drowsiness, headache, dizziness and nausea; do not drive for several hours after a dose.',
      "Give it to children only on their doctor's advice.",
      'Safety in pregnancy and breastfeeding is not known.',
    ],
    interactions: [
      { with: 'class:cns-depressant', note: 'May add to drowsiness from alcohol, sleep medicines and sedatives.' },
      {
        with: 'class:cyp1a2-inhibitor',
        note: 'Fluvoxamine and other CYP1A2 blockers can raise melatonin levels several-fold, causing heavy drowsiness. Ask your pharmacist first.',
      },
    ],
    substanceId: 'melatonin',
    sources: [
      nccih('melatonin-what-you-need-to-know', 'Melatonin: What You Need To Know'),
      doi('10.1002/14651858.CD001520', 'Herxheimer A, Petrie KJ. Melatonin for the prevention and treatment of jet lag. Cochrane Database Syst Rev. 2002;(2):CD001520'),
      S.fdaCyp,
    ],
  },
  {
    id: 'st-johns-wort-for-mild-depression',
    name: "St John's wort for mild depression",
    claim: "St John's wort lifts low mood and mild to moderate depression.",
    evidence: 'moderate',
    evidenceSummary:
      "A Cochrane review found St John's wort extracts worked better than placebo and about as well as standard antidepressants for mild to moderate depression, though results varied between countries. It is not a proven treatment for severe depression, and it interacts with many medicines.",
    cautions: [
      'Depression deserves a proper assessment; do not use this instead of care from a health professional.',
      'If you take a prescribed antidepressant, talk to your prescriber before starting it.',
      'Can make skin burn more easily in sunlight, and may trigger mania in people with bipolar disorder.',
      'Safety in pregnancy and breastfeeding is not established, and products differ in strength.',
    ],
    interactions: [
      { with: 'class:serotonergic', note: 'Combined with SSRIs, SNRIs, triptans, tramadol and other serotonergic medicines it can cause serotonin syndrome. Talk to your prescriber first.' },
      { with: 'class:hormonal-contraceptive', note: 'Speeds up the breakdown of hormonal contraceptives, causing breakthrough bleeding and unplanned pregnancy. Use another method and ask your pharmacist.' },
      { with: 'warfarin', note: 'Can lower warfarin levels and increase the risk of clots. Talk to your anticoagulation clinic before starting or stopping it.' },
      { with: 'class:doac', note: 'Can lower levels of apixaban, rivaroxaban and dabigatran, making them less protective. Talk to your prescriber first.' },
      { with: 'class:calcineurin-inhibitor', note: 'Lowers cyclosporine and tacrolimus levels and has caused transplant rejection. Avoid unless your transplant team agrees.' },
      { with: 'digoxin', note: 'Lowers digoxin levels, which can make it less effective. Talk to your prescriber first.' },
      { with: 'class:protease-inhibitor', note: 'Lowers levels of HIV and hepatitis C medicines and can lead to treatment failure and resistance. Avoid the combination.' },
      { with: 'class:antineoplastic', note: 'Can lower levels of some cancer medicines, such as irinotecan and imatinib. Talk to your oncology team first.' },
      { with: 'class:cyp3a4-sensitive-substrate', note: 'Speeds up the CYP3A4 enzyme and lowers levels of many medicines. Ask your pharmacist to check each one.' },
    ],
    substanceId: 'st-johns-wort',
    sources: [
      nccih('st-johns-wort', "St. John's Wort"),
      doi('10.1002/14651858.CD000448.pub3', "Linde K, Berner MM, Kriston L. St John's wort for major depression. Cochrane Database Syst Rev. 2008;(4):CD000448"),
      S.nccihHerbDrug,
      S.fdaCyp,
    ],
  },
  {
    id: 'echinacea-for-colds',
    name: 'Echinacea for colds',
    claim: 'Echinacea prevents colds or makes them shorter.',
    evidence: 'limited',
    evidenceSummary:
      'A Cochrane review found that some echinacea products may slightly lower the chance of catching a cold, but the effect is small and uncertain, and there is no clear evidence that they shorten a cold. Products differ widely.',
    cautions: [
      'People allergic to ragweed, daisies or marigolds may react.',
      'Can cause stomach upset; in one trial, children taking it had more rashes.',
    ],
    interactions: [
      { with: 'class:immunosuppressant', note: 'In theory echinacea could work against medicines that damp the immune system. Ask your prescriber first.' },
    ],
    sources: [
      nccih('echinacea', 'Echinacea'),
      doi('10.1002/14651858.CD000530.pub3', 'Karsch-Völk M, et al. Echinacea for preventing and treating the common cold. Cochrane Database Syst Rev. 2014;(2):CD000530'),
    ],
  },
  {
    id: 'zinc-lozenges-for-colds',
    name: 'Zinc lozenges for colds',
    claim: 'Zinc lozenges started early shorten a cold.',
    evidence: 'limited',
    evidenceSummary:
      'Some trials found zinc lozenges started within a day of symptoms shortened colds, but results are inconsistent and reviews disagree about how large any benefit is. Doses and lozenge types differ between studies.',
    cautions: [
      'Can cause a bad taste and nausea.',
      'Do not use zinc nasal sprays or gels: they have caused lasting loss of smell.',
      'Long-term high doses (above 40 mg a day for adults) can cause copper deficiency.',
    ],
    interactions: [
      { with: 'class:fluoroquinolone', note: 'Zinc binds quinolone antibiotics in the gut. Take the antibiotic at least 2 hours before or 4 to 6 hours after zinc.' },
      { with: 'class:tetracycline', note: 'Zinc binds tetracycline antibiotics in the gut. Take the antibiotic at least 2 hours before or 4 to 6 hours after zinc.' },
    ],
    substanceId: 'zinc',
    sources: [ods('Zinc', 'Zinc')],
  },
  {
    id: 'elderberry-for-flu',
    name: 'Elderberry for flu',
    claim: 'Elderberry syrup eases flu symptoms and shortens the flu.',
    evidence: 'limited',
    evidenceSummary:
      'A few small studies suggest elderberry extract may ease flu symptoms, but the evidence is limited and does not show that it prevents flu. It is not a replacement for a flu vaccine or antiviral medicines.',
    cautions: [
      'Raw or unripe berries, and the leaves, bark and stems, can cause nausea, vomiting and severe diarrhoea; use only cooked or commercially prepared products.',
      'Safety in pregnancy and for children is not well studied.',
    ],
    interactions: [],
    sources: [nccih('european-elder', 'European Elder')],
  },
  {
    id: 'honey-for-cough',
    name: 'Honey for cough',
    claim: 'A spoonful of honey calms a cough from a cold.',
    evidence: 'moderate',
    evidenceSummary:
      'A Cochrane review found that honey probably eases cough in children with colds better than no treatment, and about as well as some cough medicines. The studies were short and small.',
    cautions: [
      'Never give honey to babies under 1 year old: it can cause infant botulism, a serious illness.',
      'Honey is sugar: count it if you have diabetes, and brush teeth afterwards.',
      'Get medical advice for a cough with breathing trouble or high fever, or one that does not settle.',
    ],
    interactions: [],
    sources: [
      doi('10.1002/14651858.CD007094.pub5', 'Oduwole O, et al. Honey for acute cough in children. Cochrane Database Syst Rev. 2018;(4):CD007094'),
      medlinePlus('botulism', 'Botulism'),
    ],
  },
  {
    id: 'saline-nasal-rinse',
    name: 'Salt-water nasal rinse for sinus symptoms',
    claim: 'Rinsing the nose with salt water eases a blocked nose and sinus symptoms.',
    evidence: 'limited',
    evidenceSummary:
      'A Cochrane review found large-volume salt-water rinses may ease symptoms of long-term sinusitis, though the evidence is of low quality. Rinsing is a low-risk option when done safely.',
    cautions: [
      'Use only distilled, sterile, or boiled-then-cooled water. Plain tap water can carry organisms that have caused rare, fatal brain infections.',
      'Clean the device after each use and let it dry.',
      'Do not rinse if your nose or ears hurt, and ask a doctor about rinsing for children.',
    ],
    interactions: [],
    sources: [
      src('FDA: Is Rinsing Your Sinuses With Neti Pots Safe?', 'https://www.fda.gov/consumers/consumer-updates/rinsing-your-sinuses-neti-pots-safe'),
      doi('10.1002/14651858.CD011995.pub2', 'Chong LY, et al. Saline irrigation for chronic rhinosinusitis. Cochrane Database Syst Rev. 2016;(4):CD011995'),
    ],
  },
  {
    id: 'cranberry-for-uti-prevention',
    name: 'Cranberry to prevent urinary tract infections',
    claim: 'Cranberry products help prevent repeat urinary tract infections.',
    evidence: 'moderate',
    evidenceSummary:
      'A 2023 Cochrane review found cranberry products reduced repeat symptomatic UTIs in women with recurrent infections, in children, and after some medical procedures, but not in older people in care homes or people with bladder-emptying problems. Cranberry does not treat an infection that has already started.',
    cautions: [
      'Symptoms of a UTI need medical assessment and proper treatment.',
      'Cranberry juice drinks can be high in sugar.',
    ],
    interactions: [
      {
        with: 'warfarin',
        note: 'Evidence is conflicting; a few reports linked large amounts of cranberry with INR changes. Tell your anticoagulation clinic if you start or stop cranberry products.',
      },
    ],
    sources: [
      nccih('cranberry', 'Cranberry'),
      doi('10.1002/14651858.CD001321.pub7', 'Williams G, et al. Cranberries for preventing urinary tract infections. Cochrane Database Syst Rev. 2023;(4):CD001321'),
    ],
  },
  {
    id: 'probiotics-for-antibiotic-diarrhoea',
    name: 'Probiotics for antibiotic-associated diarrhoea',
    claim: 'Probiotics taken alongside antibiotics prevent antibiotic-associated diarrhoea.',
    evidence: 'moderate',
    evidenceSummary:
      'A Cochrane review in children found moderate-certainty evidence that some probiotics, at a high enough dose, reduce antibiotic-associated diarrhoea. Benefit depends on the strain and dose, and most products have not been tested.',
    cautions: [
      'People with a weakened immune system, a serious illness or a central line, and premature babies, can get serious infections from probiotics; ask a doctor first.',
      'Mild gas and bloating are common.',
    ],
    interactions: [
      { with: 'class:antibiotic', note: 'Antibiotics can kill bacterial probiotics; take the probiotic a couple of hours away from each antibiotic dose.' },
      { with: 'class:immunosuppressant', note: 'Immune-suppressing medicines raise the small risk of infection from probiotic organisms. Ask your prescriber first.' },
    ],
    sources: [
      nccih('probiotics-what-you-need-to-know', 'Probiotics: What You Need To Know'),
      ods('Probiotics', 'Probiotics'),
      doi('10.1002/14651858.CD004827.pub5', 'Guo Q, et al. Probiotics for the prevention of pediatric antibiotic-associated diarrhea. Cochrane Database Syst Rev. 2019;(4):CD004827'),
    ],
  },
  {
    id: 'psyllium-for-constipation',
    name: 'Psyllium for constipation',
    claim: 'Psyllium husk relieves constipation by softening and bulking up stool.',
    evidence: 'strong',
    evidenceSummary:
      'Psyllium is an approved over-the-counter bulk-forming laxative, and trials show it increases how often stools come and how soft they are in chronic constipation. It usually works within one to three days.',
    cautions: [
      'Take each dose with a full glass of water; with too little fluid it can swell and cause choking or a blockage.',
      'Do not use it if you have trouble swallowing or a narrowing or blockage of the bowel.',
      'Start with a small dose; gas and bloating are common at first.',
      'Ask a doctor about a change in bowel habits that lasts more than two weeks, or any bleeding.',
    ],
    interactions: [
      { with: 'levothyroxine', note: 'Fibre can reduce levothyroxine absorption. Take psyllium at least 2 hours apart from it and keep your routine steady.' },
      { with: 'class:antidiabetic', note: 'Psyllium can lower blood sugar after meals a little; check your levels when you start.' },
    ],
    substanceId: 'fiber-psyllium',
    sources: [dailyMed('Psyllium'), dailyMed('Levothyroxine'), medlinePlus('constipation', 'Constipation')],
  },
  {
    id: 'fish-oil-for-triglycerides',
    name: 'Fish oil for high triglycerides',
    claim: 'Fish oil lowers high blood triglycerides.',
    evidence: 'strong',
    evidenceSummary:
      'Omega-3 fatty acids (EPA and DHA) at several grams a day reliably lower triglycerides, and prescription omega-3 products are approved for very high levels. Fish oil supplements have not been shown to prevent heart attacks or strokes in most people.',
    cautions: [
      'Prescription omega-3 medicines and supplements are not the same; follow your prescriber for high triglycerides.',
      'High doses can cause a fishy aftertaste, indigestion and loose stools.',
      'Some studies linked fish oil supplements to a higher chance of atrial fibrillation in people with heart risk factors.',
      'If you are allergic to fish or shellfish, ask your doctor first.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'High doses may slightly add to the effect of blood thinners. Tell your prescriber if you take fish oil.' },
      { with: 'class:antiplatelet', note: 'High doses may slightly add to bleeding risk with antiplatelet medicines. Tell your prescriber if you take fish oil.' },
    ],
    substanceId: 'fish-oil',
    sources: [ods('Omega3FattyAcids', 'Omega-3 Fatty Acids'), nccih('omega3-supplements-what-you-need-to-know', 'Omega-3 Supplements: What You Need To Know')],
  },
  {
    id: 'red-yeast-rice-for-cholesterol',
    name: 'Red yeast rice for cholesterol',
    claim: 'Red yeast rice lowers LDL ("bad") cholesterol.',
    evidence: 'moderate',
    evidenceSummary:
      'Red yeast rice products that contain monacolin K lower LDL cholesterol in trials, because monacolin K is the same chemical as the prescription statin lovastatin. Many products contain little or none, and some contain citrinin, a contaminant that can harm the kidneys.',
    cautions: [
      'It carries the same risks as a statin, including muscle pain and damage and liver problems.',
      'Do not use it in pregnancy or while breastfeeding.',
      'How much monacolin K a product contains is unpredictable, so its effect is too.',
    ],
    interactions: [
      { with: 'class:statin', note: 'Adds a second statin on top of your prescribed one, raising the risk of muscle damage. Talk to your prescriber before combining them.' },
      { with: 'class:strong-cyp3a4-inhibitor', note: 'Strong CYP3A4 blockers, such as some antibiotics and antifungals, raise lovastatin levels and the risk of muscle damage.' },
      { with: 'cyclosporine', note: 'Cyclosporine raises lovastatin levels and the risk of muscle damage. Avoid unless your prescriber agrees.' },
      { with: 'gemfibrozil', note: 'Gemfibrozil with lovastatin raises the risk of serious muscle damage. Avoid unless your prescriber agrees.' },
      { with: 'grapefruit', note: 'Large amounts of grapefruit juice raise lovastatin levels.' },
    ],
    substanceId: 'red-yeast-rice',
    sources: [nccih('red-yeast-rice', 'Red Yeast Rice'), dailyMed('Lovastatin'), S.fdaGrapefruit],
  },
  {
    id: 'garlic-for-blood-pressure',
    name: 'Garlic for blood pressure',
    claim: 'Garlic supplements lower blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'Reviews of trials suggest garlic supplements may lower blood pressure a little in people with high blood pressure, but the trials are small and products differ. Garlic does not replace blood pressure medicine.',
    cautions: [
      'Can cause bad breath, body odour, heartburn and stomach upset.',
      'Garlic supplements may increase bleeding; tell your surgeon or dentist before a procedure.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Garlic supplements may add to the effect of blood thinners. Ask your pharmacist first.' },
      { with: 'class:protease-inhibitor', note: 'Garlic supplements lowered levels of the HIV medicine saquinavir. Ask your HIV pharmacist before using them with any HIV medicine.' },
    ],
    substanceId: 'garlic',
    sources: [
      nccih('garlic', 'Garlic'),
      doi('10.3945/jn.114.202192', 'Ried K. Garlic lowers blood pressure in hypertensive individuals, regulates serum cholesterol, and stimulates immunity: an updated meta-analysis and review. J Nutr. 2016;146(2):389S-396S'),
    ],
  },
  {
    id: 'turmeric-for-joint-pain',
    name: 'Turmeric for joint pain',
    claim: 'Turmeric or curcumin eases joint pain from osteoarthritis.',
    evidence: 'limited',
    evidenceSummary:
      'Some small trials suggest turmeric extracts may ease knee osteoarthritis pain, but the studies are short, small and varied, so the evidence is not conclusive.',
    cautions: [
      'Cases of liver injury have been reported with turmeric supplements, some of them containing black pepper extract (piperine) to boost absorption.',
      'Can cause stomach upset. Amounts used in food are considered safe; supplements in pregnancy are not well studied.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Turmeric supplements may add to the effect of blood thinners. Ask your pharmacist first.' },
    ],
    substanceId: 'turmeric',
    sources: [nccih('turmeric', 'Turmeric'), REMEDY_SRC.liverTox],
  },
  {
    id: 'glucosamine-for-osteoarthritis',
    name: 'Glucosamine for osteoarthritis',
    claim: 'Glucosamine, with or without chondroitin, relieves osteoarthritis pain and slows joint damage.',
    evidence: 'limited',
    evidenceSummary:
      'Study results conflict. A large NIH-funded trial found glucosamine and chondroitin, alone or together, worked no better than placebo for knee pain overall, and there is no convincing evidence that they slow joint damage.',
    cautions: ['Often made from shellfish; ask first if you have a shellfish allergy.', 'Mild stomach upset is common.'],
    interactions: [
      {
        with: 'warfarin',
        note: 'Glucosamine, with or without chondroitin, has been linked to higher INR and bleeding in people taking warfarin. Talk to your prescriber or pharmacist before starting it.',
      },
    ],
    substanceId: 'glucosamine',
    sources: [nccih('glucosamine-and-chondroitin-for-osteoarthritis-what-you-need-to-know', 'Glucosamine and Chondroitin for Osteoarthritis: What You Need To Know')],
  },
  {
    id: 'capsaicin-cream-for-pain',
    name: 'Capsaicin cream for pain',
    claim: 'Capsaicin cream eases muscle, joint and nerve pain.',
    evidence: 'moderate',
    evidenceSummary:
      'Low-strength capsaicin creams are approved over the counter for minor muscle and joint pain, and some people get modest relief after regular use for a week or more. A high-strength capsaicin patch applied in clinics is approved for some kinds of nerve pain.',
    cautions: [
      'Burning and stinging are common, especially at first.',
      'Wash your hands after use and keep it away from eyes, nose and broken skin.',
      'Do not bandage tightly or use a heating pad over it; rare serious burns have been reported with over-the-counter pain-relief rubs.',
    ],
    interactions: [],
    sources: [dailyMed('Capsaicin'), src(
      'FDA Drug Safety Communication: rare cases of serious burns with over-the-counter topical muscle and joint pain relievers (2012)',
      'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-rare-cases-serious-burns-use-over-counter-topical-muscle-and-joint',
    )],
  },
  {
    id: 'arnica-gel-for-bruising',
    name: 'Arnica gel for bruising',
    claim: 'Arnica gel speeds healing of bruises and eases swelling.',
    evidence: 'insufficient',
    evidenceSummary:
      'A few small studies of arnica gel for bruising or sore joints have mixed results, and homeopathic remedies in general have little evidence of working for any condition. There is not enough evidence to know whether arnica helps.',
    cautions: [
      'For use on unbroken skin only; do not swallow arnica gels or creams.',
      'People allergic to daisies, marigolds or ragweed may react.',
    ],
    interactions: [],
    sources: [dailyMed('Arnica'), nccih('homeopathy', 'Homeopathy')],
  },
  {
    id: 'aloe-vera-for-minor-burns',
    name: 'Aloe vera gel for minor burns',
    claim: 'Aloe vera gel soothes and helps heal minor burns and sunburn.',
    evidence: 'limited',
    evidenceSummary:
      'Some small studies suggest aloe gel may help minor burns and skin wounds heal, but results are mixed. There is no good evidence that it prevents sunburn.',
    cautions: [
      'Only for small, minor burns. Large, deep or blistering burns, and burns on the face, hands or genitals, need medical care.',
      'Aloe taken by mouth is different: aloe latex is a strong laxative, and a whole-leaf extract caused cancer in rats.',
      'Some people get a skin rash.',
    ],
    interactions: [
      { with: 'class:potassium-lowering', note: 'Only for aloe taken by mouth: aloe latex causes diarrhoea and potassium loss, adding to potassium loss from water pills.' },
      { with: 'class:cardiac-glycoside', note: 'Only for aloe taken by mouth: low potassium from aloe latex can make digoxin more toxic.' },
    ],
    sources: [nccih('aloe-vera', 'Aloe Vera'), medlinePlus('burns', 'Burns')],
  },
  {
    id: 'tea-tree-oil-for-acne',
    name: 'Tea tree oil for acne',
    claim: 'Tea tree oil gel clears mild acne.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials suggest a gel with about 5% tea tree oil can reduce mild acne spots, working more slowly than benzoyl peroxide.',
    cautions: [
      'Use a ready-made gel or a dilution of about 5%; undiluted oil can irritate and burn.',
      'Can cause allergic rashes; try a small patch first.',
      'Poisonous if swallowed; keep it away from children and pets.',
      'Acne that is severe, scarring or not improving is worth seeing a doctor about.',
    ],
    interactions: [],
    sources: [REMEDY_SRC.teaTree],
  },
  {
    id: 'lavender-for-anxiety',
    name: 'Lavender for anxiety',
    claim: 'Lavender calms anxiety.',
    evidence: 'limited',
    evidenceSummary:
      'A specific lavender oil capsule taken by mouth has had some positive results for anxiety. Studies of inhaled lavender aromatherapy are small and mixed.',
    cautions: [
      'Lavender taken by mouth can cause burping, indigestion and headache.',
      'A few case reports linked repeated skin use of lavender products to breast growth in boys; the link is not proven.',
      'Anxiety that affects daily life deserves a proper assessment.',
    ],
    interactions: [
      { with: 'class:cns-depressant', note: 'Lavender taken by mouth may add to drowsiness from sedatives, sleep medicines and alcohol.' },
    ],
    sources: [REMEDY_SRC.lavender],
  },
  {
    id: 'ashwagandha-for-stress',
    name: 'Ashwagandha for stress',
    claim: 'Ashwagandha reduces stress and anxiety and helps sleep.',
    evidence: 'limited',
    evidenceSummary:
      'Several small, short trials suggest ashwagandha extracts may lower stress and anxiety scores and help sleep, but the studies are small, use different products and last only a few months.',
    cautions: [
      'Rare cases of liver injury have been reported.',
      'Do not use in pregnancy; high doses may cause miscarriage.',
      'May raise thyroid hormone levels; ask first if you have a thyroid condition.',
      'Ask your doctor first if you have an autoimmune disease or hormone-sensitive prostate cancer.',
      'Can cause stomach upset and drowsiness.',
    ],
    interactions: [
      { with: 'class:thyroid-hormone', note: 'May add to the effect of thyroid hormone; your dose may need checking.' },
      { with: 'class:immunosuppressant', note: 'May stimulate the immune system and work against immune-suppressing medicines. Ask your prescriber first.' },
      { with: 'class:cns-depressant', note: 'May add to drowsiness from sedatives, sleep medicines and alcohol.' },
      { with: 'class:antidiabetic', note: 'May lower blood sugar and add to diabetes medicines; check your levels.' },
      { with: 'class:antihypertensive', note: 'May lower blood pressure and add to blood pressure medicines.' },
    ],
    substanceId: 'ashwagandha',
    sources: [ods('Ashwagandha', 'Ashwagandha'), nccih('ashwagandha', 'Ashwagandha'), REMEDY_SRC.liverTox],
  },
  {
    id: 'rhodiola-for-fatigue',
    name: 'Rhodiola for fatigue',
    claim: 'Rhodiola fights tiredness and stress.',
    evidence: 'insufficient',
    evidenceSummary: 'A few small studies suggest rhodiola may ease fatigue or stress, but the research is limited and of low quality.',
    cautions: [
      'Can cause dizziness, dry mouth or trouble sleeping.',
      'Safety in pregnancy and breastfeeding is unknown.',
      'Lasting tiredness can have medical causes that are worth checking.',
    ],
    interactions: [],
    sources: [nccih('rhodiola', 'Rhodiola')],
  },
];
