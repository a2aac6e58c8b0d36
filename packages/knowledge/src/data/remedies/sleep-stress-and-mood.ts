/**
 * Natural remedies for sleep, stress, anxiety, low mood and tiredness: calming herbs, melatonin,
 * St John's wort, adaptogens and mindfulness.
 */
import { S, doi, nccih, ods } from '../../sources';
import type { NaturalRemedy } from '../../types';
import { REMEDY_SRC } from './shared-sources-wording';

export const sleepStressAndMoodRemedies: NaturalRemedy[] = [
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
];
