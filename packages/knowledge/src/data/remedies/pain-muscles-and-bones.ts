/**
 * Natural remedies for pain, muscles, joints and bones: arthritis, back pain, cramps, statin muscle
 * aches, bone strength and balance (supplements, creams, heat and movement).
 */
import { dailyMed, doi, nccih, ods, src } from '../../sources';
import type { NaturalRemedy } from '../../types';
import { REMEDY_SRC, magnesiumCautions, magnesiumInteractions } from './shared-sources-wording';

export const painMusclesAndBonesRemedies: NaturalRemedy[] = [
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
];
