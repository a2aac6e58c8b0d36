/**
 * Natural remedies, part 2: headaches, menopause, liver and prostate claims, calming herbs,
 * mind-body practices and kitchen remedies.
 */
import { S, dailyMed, doi, nccih, ods, pubmed, src } from '../sources';
import type { NaturalRemedy, OilInteraction } from '../types';
import { REMEDY_SRC } from './remedies-1';

const magnesiumCautions = [
  'Supplement doses above 350 mg a day for adults can cause diarrhoea, nausea and stomach cramps.',
  'Ask your doctor first if you have kidney disease, which makes magnesium build up.',
];

const magnesiumInteractions: OilInteraction[] = [
  {
    with: 'class:cation-chelating',
    note: 'Magnesium binds some antibiotics (tetracyclines and quinolones), bone medicines and thyroid hormone in the gut. Take them several hours apart; ask your pharmacist for the timing.',
  },
];

export const naturalRemedies2: NaturalRemedy[] = [
  {
    id: 'magnesium-for-leg-cramps',
    name: 'Magnesium for leg cramps',
    claim: 'Magnesium prevents night-time leg cramps.',
    evidence: 'insufficient',
    evidenceSummary:
      'A Cochrane review found that magnesium is unlikely to prevent the common muscle cramps of older adults. Results for leg cramps in pregnancy are conflicting.',
    cautions: magnesiumCautions,
    interactions: magnesiumInteractions,
    substanceId: 'magnesium',
    sources: [
      doi('10.1002/14651858.CD009402.pub3', 'Garrison SR, et al. Magnesium for skeletal muscle cramps. Cochrane Database Syst Rev. 2020;(9):CD009402'),
      REMEDY_SRC.odsMagnesium,
    ],
  },
  {
    id: 'magnesium-for-migraine',
    name: 'Magnesium for migraine prevention',
    claim: 'Daily magnesium helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'Some trials suggest daily magnesium may modestly reduce how often migraines happen, and US headache guidelines rate it as probably effective. The studies are small.',
    cautions: magnesiumCautions,
    interactions: magnesiumInteractions,
    substanceId: 'magnesium',
    sources: [REMEDY_SRC.odsMagnesium],
  },
  {
    id: 'riboflavin-for-migraine',
    name: 'Riboflavin (vitamin B2) for migraine prevention',
    claim: 'High-dose riboflavin helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials found 400 mg of riboflavin a day reduced how often adults had migraines after about three months, and US headache guidelines rate it as probably effective.',
    cautions: ['Turns urine bright yellow; this is harmless.', 'It can take about three months to tell whether it helps.'],
    interactions: [],
    sources: [ods('Riboflavin', 'Riboflavin')],
  },
  {
    id: 'feverfew-for-migraine',
    name: 'Feverfew for migraine prevention',
    claim: 'Feverfew helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary: 'Studies of feverfew for preventing migraine have mixed results; some found a small benefit and others found none.',
    cautions: [
      'Do not use in pregnancy: it may cause contractions of the womb.',
      'Chewing fresh leaves can cause mouth sores.',
      'People allergic to ragweed, daisies or marigolds may react.',
      'Stopping suddenly after long use may bring rebound headaches, joint aches and poor sleep.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Feverfew may affect blood clotting. Ask your pharmacist before using it with a blood thinner.' },
      { with: 'class:antiplatelet', note: 'Feverfew may affect platelets and add to bleeding risk. Ask your pharmacist first.' },
    ],
    sources: [nccih('feverfew', 'Feverfew')],
  },
  {
    id: 'butterbur-for-migraine',
    name: 'Butterbur for migraine prevention',
    claim: 'Butterbur root extract helps prevent migraine attacks.',
    evidence: 'limited',
    evidenceSummary:
      'Studies of a butterbur root extract processed to remove pyrrolizidine alkaloids suggested it may reduce how often migraines happen. Reports of liver damage have led some experts to stop recommending it.',
    cautions: [
      'Use only products labelled PA-free: raw butterbur contains pyrrolizidine alkaloids, which can damage the liver and may cause cancer.',
      'Liver injury has been reported even with PA-free products.',
      'Avoid in pregnancy, while breastfeeding and for children.',
      'People allergic to ragweed, daisies or marigolds may react.',
    ],
    interactions: [
      { with: 'class:hepatotoxic', note: 'Butterbur can harm the liver; other medicines that strain the liver add to the risk.' },
    ],
    sources: [nccih('butterbur', 'Butterbur'), REMEDY_SRC.liverTox],
  },
  {
    id: 'coq10-for-statin-muscle-pain',
    name: 'Coenzyme Q10 for statin muscle aches',
    claim: 'Coenzyme Q10 relieves muscle aches caused by statins.',
    evidence: 'insufficient',
    evidenceSummary: 'Trials of coenzyme Q10 for statin-related muscle symptoms have given conflicting results, and there is no clear proof that it helps.',
    cautions: [
      'Muscle pain while taking a statin is worth raising with your prescriber; do not change your statin on your own.',
      'Can cause mild stomach upset and may lower blood pressure a little.',
    ],
    interactions: [
      { with: 'warfarin', note: 'Coenzyme Q10 may make warfarin less effective. Tell your anticoagulation clinic before starting or stopping it.' },
    ],
    sources: [nccih('coenzyme-q10', 'Coenzyme Q10')],
  },
  {
    id: 'vitamin-d-for-bone-health',
    name: 'Vitamin D for bone health',
    claim: 'Vitamin D, with calcium, keeps bones strong and prevents fractures.',
    evidence: 'moderate',
    evidenceSummary:
      'Vitamin D is needed to absorb calcium and build bone, and a lack of it softens bones. Taken with calcium it can reduce fractures in older people with low levels, especially in care homes, but studies in healthy people living at home show little or no fracture benefit.',
    cautions: [
      'Adults should not take more than 4,000 IU (100 mcg) a day unless a doctor advises it.',
      'Too much can raise blood calcium, causing nausea, confusion, heart rhythm problems and kidney stones.',
      'Ask your doctor first if you have kidney disease, sarcoidosis or a history of high calcium.',
    ],
    interactions: [
      { with: 'class:thiazide-diuretic', note: 'Thiazide water pills reduce calcium loss; with vitamin D and calcium supplements, blood calcium can climb too high. Ask your prescriber.' },
      { with: 'class:corticosteroid', note: 'Steroid tablets reduce calcium absorption and vitamin D activity; ask whether you need extra.' },
    ],
    substanceId: 'vitamin-d',
    sources: [ods('VitaminD', 'Vitamin D')],
  },
  {
    id: 'black-cohosh-for-hot-flushes',
    name: 'Black cohosh for hot flushes',
    claim: 'Black cohosh eases menopausal hot flushes.',
    evidence: 'insufficient',
    evidenceSummary: 'A Cochrane review found not enough evidence that black cohosh relieves hot flushes; study results are inconsistent.',
    cautions: [
      'Rare cases of liver injury have been reported; get medical help for dark urine, yellowing skin or eyes, or belly pain.',
      'Ask your doctor first if you have had breast cancer.',
      'Not for use in pregnancy.',
    ],
    interactions: [
      { with: 'class:hepatotoxic', note: 'Black cohosh has been linked to liver injury; other medicines that strain the liver add to the risk.' },
    ],
    sources: [
      nccih('black-cohosh', 'Black Cohosh'),
      ods('BlackCohosh', 'Black Cohosh'),
      doi('10.1002/14651858.CD007244.pub2', 'Leach MJ, Moore V. Black cohosh (Cimicifuga spp.) for menopausal symptoms. Cochrane Database Syst Rev. 2012;(9):CD007244'),
    ],
  },
  {
    id: 'soy-isoflavones-for-hot-flushes',
    name: 'Soy isoflavones for hot flushes',
    claim: 'Soy isoflavone supplements ease menopausal hot flushes.',
    evidence: 'limited',
    evidenceSummary: 'Soy isoflavone supplements may slightly reduce how often and how strongly hot flushes happen, but results vary between studies.',
    cautions: [
      'If you have had breast cancer or another hormone-sensitive cancer, ask your cancer team before taking isoflavone supplements.',
      'Soy foods are considered safe; long-term high-dose supplements are less studied.',
      'Can cause mild stomach upset.',
    ],
    interactions: [
      { with: 'levothyroxine', note: 'Soy can reduce levothyroxine absorption. Take them several hours apart and keep your soy intake steady.' },
      { with: 'tamoxifen', note: 'Isoflavones act like weak estrogens and might work against tamoxifen. Talk to your cancer team first.' },
    ],
    sources: [nccih('soy', 'Soy'), dailyMed('Levothyroxine')],
  },
  {
    id: 'evening-primrose-oil-for-eczema',
    name: 'Evening primrose oil for eczema',
    claim: 'Evening primrose oil capsules improve eczema.',
    evidence: 'insufficient',
    evidenceSummary: 'A Cochrane review found that evening primrose oil taken by mouth did not improve eczema more than placebo.',
    cautions: ['Can cause mild stomach upset and headache.', 'Safety in pregnancy is uncertain.'],
    interactions: [
      { with: 'class:anticoagulant', note: 'Evening primrose oil might add to bleeding risk with blood thinners. Ask your pharmacist first.' },
    ],
    sources: [
      nccih('evening-primrose-oil', 'Evening Primrose Oil'),
      doi('10.1002/14651858.CD004416.pub2', 'Bamford JT, et al. Oral evening primrose oil and borage oil for eczema. Cochrane Database Syst Rev. 2013;(4):CD004416'),
    ],
  },
  {
    id: 'saw-palmetto-for-bph',
    name: 'Saw palmetto for an enlarged prostate',
    claim: 'Saw palmetto eases urinary symptoms from an enlarged prostate.',
    evidence: 'insufficient',
    evidenceSummary:
      'Well-designed trials and a Cochrane review found that saw palmetto worked no better than placebo for urinary symptoms, even at higher doses.',
    cautions: ['New urinary symptoms should be checked by a doctor, as they have several possible causes.', 'Can cause mild stomach upset or headache.'],
    interactions: [],
    sources: [
      nccih('saw-palmetto', 'Saw Palmetto'),
      doi('10.1002/14651858.CD001423.pub3', 'Tacklind J, et al. Serenoa repens for benign prostatic hyperplasia. Cochrane Database Syst Rev. 2012;(12):CD001423'),
    ],
  },
  {
    id: 'milk-thistle-for-liver',
    name: 'Milk thistle for liver health',
    claim: 'Milk thistle protects or repairs the liver.',
    evidence: 'insufficient',
    evidenceSummary: 'Studies have not shown that milk thistle helps people with liver diseases such as hepatitis or alcohol-related liver disease.',
    cautions: [
      'Liver disease needs medical care.',
      'People allergic to ragweed, daisies or marigolds may react.',
      'Can cause stomach upset or diarrhoea.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Milk thistle may lower blood sugar in people with type 2 diabetes; watch for lows.' },
    ],
    sources: [
      nccih('milk-thistle', 'Milk Thistle'),
      doi('10.1002/14651858.CD003620.pub3', 'Rambaldi A, Jacobs BP, Gluud C. Milk thistle for alcoholic and/or hepatitis B or C virus liver diseases. Cochrane Database Syst Rev. 2007;(4):CD003620'),
    ],
  },
  {
    id: 'kava-for-anxiety',
    name: 'Kava for anxiety',
    claim: 'Kava calms anxiety.',
    evidence: 'limited',
    evidenceSummary:
      'Some trials suggest kava may ease anxiety in the short term, but results are mixed, and its link to severe liver damage means the risks may outweigh any benefit.',
    cautions: [
      'Kava has been linked to severe liver injury, including liver failure needing a transplant.',
      'Do not combine with alcohol, and do not drive if it makes you drowsy.',
      'Avoid in pregnancy and while breastfeeding.',
      'Long-term heavy use can cause dry, scaly skin.',
    ],
    interactions: [
      { with: 'class:cns-depressant', note: 'Adds to drowsiness from alcohol, sedatives, sleep medicines and opioids.' },
      { with: 'class:hepatotoxic', note: 'Kava can harm the liver; other medicines that strain the liver add to the risk.' },
    ],
    sources: [nccih('kava', 'Kava'), REMEDY_SRC.liverTox],
  },
  {
    id: 'passionflower-for-anxiety',
    name: 'Passionflower for anxiety',
    claim: 'Passionflower calms anxiety and helps sleep.',
    evidence: 'insufficient',
    evidenceSummary: 'There is not enough evidence to show that passionflower helps anxiety or sleep; studies are few and small.',
    cautions: ['Can cause drowsiness, dizziness and confusion.', 'Do not use in pregnancy: it may cause contractions of the womb.'],
    interactions: [
      { with: 'class:cns-depressant', note: 'May add to drowsiness from alcohol, sedatives and sleep medicines.' },
    ],
    sources: [nccih('passionflower', 'Passionflower')],
  },
  {
    id: 'lemon-balm-for-calm',
    name: 'Lemon balm for calm and sleep',
    claim: 'Lemon balm calms nerves and helps sleep.',
    evidence: 'insufficient',
    evidenceSummary:
      'A few small studies, often of lemon balm combined with other herbs, suggest calming effects, but there is not enough evidence to say it works.',
    cautions: ['Usually well tolerated for short periods; may cause mild nausea or dizziness.', 'Safety in pregnancy and breastfeeding is not known.'],
    interactions: [
      { with: 'class:cns-depressant', note: 'May add to drowsiness from sedatives, sleep medicines and alcohol.' },
    ],
    sources: [nccih('lemon-balm', 'Lemon Balm')],
  },
  {
    id: 'oatmeal-bath-for-eczema',
    name: 'Colloidal oatmeal for itchy eczema',
    claim: 'Oatmeal baths and colloidal oatmeal creams soothe itchy, dry eczema skin.',
    evidence: 'moderate',
    evidenceSummary:
      'Colloidal oatmeal is an FDA-recognised skin protectant that temporarily relieves itching and irritation from eczema and rashes. It soothes symptoms; it does not cure eczema.',
    cautions: [
      'Use lukewarm water, pat the skin dry, and apply moisturiser straight after bathing.',
      'The bath can be slippery.',
      'See a doctor if skin looks infected, weeps, or is not improving.',
    ],
    interactions: [],
    sources: [
      src('eCFR 21 CFR 347.10: Skin protectant active ingredients (colloidal oatmeal)', 'https://www.ecfr.gov/current/title-21/section-347.10'),
      src('NIAMS (NIH): Atopic Dermatitis', 'https://www.niams.nih.gov/health-topics/atopic-dermatitis'),
    ],
  },
  {
    id: 'heat-for-low-back-pain',
    name: 'Heat wrap or warm compress for low back pain',
    claim: 'A heat wrap or warm compress eases a recent bout of low back pain.',
    evidence: 'moderate',
    evidenceSummary:
      'A US clinical guideline recommends superficial heat as a first option for acute low back pain, based on moderate-quality evidence that it reduces pain and disability in the short term.',
    cautions: [
      'Use warm, not hot; keep a layer between the skin and the heat and limit each session.',
      'Do not fall asleep on a heating pad.',
      'Take extra care if you have diabetes, nerve damage or poor circulation, which make burns easier to miss.',
      'Get urgent care for back pain with leg weakness, numbness around the groin, loss of bladder or bowel control, fever, or after a fall.',
    ],
    interactions: [],
    sources: [REMEDY_SRC.acpLowBackPain],
  },
  {
    id: 'yoga-for-back-pain',
    name: 'Yoga for chronic low back pain',
    claim: 'Regular yoga eases long-term low back pain.',
    evidence: 'moderate',
    evidenceSummary:
      'Trials show yoga can modestly reduce chronic low back pain and improve daily function, and a US clinical guideline lists it among first-choice treatments.',
    cautions: [
      'Start with a beginner class and tell the teacher about any health problems.',
      'Some poses need changing in pregnancy or with certain health conditions; ask your doctor if unsure.',
    ],
    interactions: [],
    sources: [nccih('yoga-what-you-need-to-know', 'Yoga: What You Need To Know'), REMEDY_SRC.acpLowBackPain],
  },
  {
    id: 'tai-chi-for-balance',
    name: 'Tai chi for balance and falls',
    claim: 'Tai chi improves balance and prevents falls in older adults.',
    evidence: 'moderate',
    evidenceSummary: 'Trials and reviews show tai chi improves balance and reduces falls in older adults.',
    cautions: ['Generally safe; minor aches are possible at first.', 'Start with a beginner class and tell the instructor about joint or heart problems.'],
    interactions: [],
    sources: [nccih('tai-chi-what-you-need-to-know', 'Tai Chi: What You Need To Know')],
  },
  {
    id: 'acupuncture-for-chronic-pain',
    name: 'Acupuncture for chronic pain',
    claim: 'Acupuncture eases long-term pain such as back pain, neck pain, knee arthritis and headaches.',
    evidence: 'moderate',
    evidenceSummary:
      'Research suggests acupuncture can help some chronic pain, such as low back and neck pain, knee osteoarthritis and tension headaches. Part of the effect may come from expectation and the care itself.',
    cautions: [
      'Choose a licensed practitioner who uses sterile, single-use needles.',
      'Minor bleeding or bruising is common; serious problems such as infection or a punctured lung are rare.',
    ],
    interactions: [
      { with: 'class:anticoagulant', note: 'Bruising and bleeding at needle sites are more likely on blood thinners. Tell your practitioner.' },
    ],
    sources: [nccih('acupuncture-what-you-need-to-know', 'Acupuncture: What You Need To Know'), REMEDY_SRC.acpLowBackPain],
  },
  {
    id: 'mindfulness-for-stress',
    name: 'Mindfulness meditation for stress',
    claim: 'Mindfulness meditation reduces stress and anxiety.',
    evidence: 'moderate',
    evidenceSummary:
      'Many trials show that mindfulness programmes, such as mindfulness-based stress reduction, can modestly reduce stress, anxiety and low mood.',
    cautions: [
      'A few people feel more anxious or upset during meditation, especially after trauma; a trained teacher can help.',
      'It can support, but not replace, treatment for mental health conditions.',
    ],
    interactions: [],
    sources: [nccih('meditation-and-mindfulness-what-you-need-to-know', 'Meditation and Mindfulness: What You Need To Know')],
  },
  {
    id: 'cinnamon-for-blood-sugar',
    name: 'Cinnamon for blood sugar',
    claim: 'Cinnamon lowers blood sugar in diabetes.',
    evidence: 'insufficient',
    evidenceSummary: 'Studies of cinnamon for blood sugar have mixed results, and there is no clear evidence that it helps control diabetes.',
    cautions: [
      'Cassia cinnamon, the most common kind, contains coumarin, which can harm the liver at high intakes; Ceylon cinnamon contains very little.',
      'Do not use cinnamon in place of diabetes treatment.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Large amounts might add to the effect of diabetes medicines; check your blood sugar.' },
      { with: 'class:hepatotoxic', note: 'High intakes of cassia cinnamon add coumarin, which can strain the liver.' },
    ],
    substanceId: 'cinnamon',
    sources: [
      nccih('cinnamon', 'Cinnamon'),
      doi('10.2903/j.efsa.2008.793', 'EFSA. Coumarin in flavourings and other food ingredients with flavouring properties. EFSA Journal. 2008;793'),
    ],
  },
  {
    id: 'berberine-for-blood-sugar',
    name: 'Berberine for blood sugar',
    claim: 'Berberine lowers blood sugar in type 2 diabetes.',
    evidence: 'limited',
    evidenceSummary:
      'A review of trials, mostly small and from China, found berberine lowered blood sugar and HbA1c in type 2 diabetes by amounts similar to some diabetes tablets. The trials were of low quality.',
    cautions: [
      'Constipation, diarrhoea and stomach cramps are common.',
      'Do not use in pregnancy or while breastfeeding, and never give it to newborns: it can worsen jaundice and cause brain damage in babies.',
      'Do not use it in place of diabetes treatment.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'Adds to the effect of diabetes medicines and can cause low blood sugar; check your levels.' },
      {
        with: 'class:cyp3a4-sensitive-substrate',
        note: 'Berberine and goldenseal block drug-clearing enzymes (CYP3A4 and CYP2D6) and can raise levels of some medicines, including cyclosporine. Ask your pharmacist.',
      },
    ],
    substanceId: 'berberine',
    sources: [
      doi('10.1155/2012/591654', 'Dong H, et al. Berberine in the treatment of type 2 diabetes mellitus: a systemic review and meta-analysis. Evid Based Complement Alternat Med. 2012;2012:591654'),
      nccih('goldenseal', 'Goldenseal'),
      S.nccihHerbDrug,
    ],
  },
  {
    id: 'apple-cider-vinegar',
    name: 'Apple cider vinegar for blood sugar and weight',
    claim: 'Apple cider vinegar lowers blood sugar and helps weight loss.',
    evidence: 'insufficient',
    evidenceSummary:
      'Small, short studies suggest vinegar taken with a meal can blunt the rise in blood sugar after that meal. There is no good evidence that it leads to weight loss or better long-term diabetes control.',
    cautions: [
      'Always dilute it; neat vinegar can burn the throat and wear away tooth enamel.',
      'Vinegar tablets have lodged in the throat and caused burns.',
      'Drinking very large amounts daily for years was linked in one case to low potassium and bone loss.',
    ],
    interactions: [
      { with: 'class:antidiabetic', note: 'May add slightly to the blood-sugar-lowering effect of diabetes medicines after meals; check your levels.' },
    ],
    sources: [pubmed('16926800', 'Johnston CS, Gaas CA. Vinegar: medicinal uses and antiglycemic effect. MedGenMed. 2006;8(2):61')],
  },
  {
    id: 'activated-charcoal-for-poisoning',
    name: 'Activated charcoal for poisoning',
    claim: 'Activated charcoal at home treats a poisoning or overdose.',
    evidence: 'insufficient',
    evidenceSummary:
      'In hospital, doctors sometimes give activated charcoal soon after certain poisonings, but experts advise against routine use, and it is not a home treatment. It does not bind many poisons, such as alcohol, iron, lithium, acids or alkalis.',
    cautions: [
      'If someone may have been poisoned, call Poison Control (1-800-222-1222 in the US) or emergency services straight away rather than treating at home.',
      'Charcoal can get into the lungs if the person is drowsy or vomiting.',
      'Charcoal also binds medicines: taken as a "detox" product, it can stop your own medicines from being absorbed.',
    ],
    interactions: [
      {
        with: 'class:narrow-therapeutic-index',
        note: 'Charcoal can bind medicines in the gut and stop them working; this matters most for medicines with a narrow safety margin. Ask your pharmacist before using charcoal products.',
      },
    ],
    sources: [
      pubmed('15822758', 'Chyka PA, et al. Position paper: single-dose activated charcoal. Clin Toxicol (Phila). 2005;43(2):61-87'),
      src('Poison Control (National Capital Poison Center)', 'https://www.poison.org/'),
    ],
  },
  {
    id: 'hibiscus-tea-for-blood-pressure',
    name: 'Hibiscus tea for blood pressure',
    claim: 'Hibiscus tea lowers blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'A few small trials, such as one in which adults drank three cups a day for six weeks, found hibiscus tea lowered systolic blood pressure by a few points. Larger, longer studies are needed.',
    cautions: ['It does not replace blood pressure medicine.', 'Not well studied in pregnancy.'],
    interactions: [
      { with: 'class:antihypertensive', note: 'May add slightly to the effect of blood pressure medicines; check your readings.' },
    ],
    sources: [
      doi(
        '10.3945/jn.109.115097',
        'McKay DL, et al. Hibiscus sabdariffa L. tea (tisane) lowers blood pressure in prehypertensive and mildly hypertensive adults. J Nutr. 2010;140(2):298-303',
      ),
    ],
  },
  {
    id: 'beetroot-juice-for-blood-pressure',
    name: 'Beetroot juice for blood pressure',
    claim: 'Beetroot juice lowers blood pressure.',
    evidence: 'limited',
    evidenceSummary:
      'A review of trials found that beetroot juice and other sources of dietary nitrate lowered systolic blood pressure by a few points in short-term studies.',
    cautions: ['Pink or red urine and stools afterwards are harmless.', 'It does not replace blood pressure medicine.'],
    interactions: [
      { with: 'class:antihypertensive', note: 'May add slightly to the effect of blood pressure medicines; check your readings.' },
    ],
    sources: [
      doi(
        '10.3945/jn.112.170233',
        'Siervo M, et al. Inorganic nitrate and beetroot juice supplementation reduces blood pressure in adults: a systematic review and meta-analysis. J Nutr. 2013;143(6):818-826',
      ),
    ],
  },
];
