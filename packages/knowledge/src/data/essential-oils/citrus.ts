/**
 * Citrus peel oils, used for mood and as room scents. Most cold-pressed ones are phototoxic: they
 * can burn skin that meets sunlight after use (sweet orange and steam-distilled lime are not).
 */
import { S } from '../../sources';
import type { EssentialOil } from '../../types';
import { OIL_SRC, OIL_BASE, OIL_TEXT } from './shared-sources-wording';

export const citrusOils: EssentialOil[] = [
  {
    id: 'lemon',
    name: 'Lemon (cold-pressed)',
    botanicalName: 'Citrus limon',
    commonUses: ['Mood (inhaled)', 'Nausea (inhaled)', 'Room scent'],
    evidence: 'limited',
    evidenceSummary:
      'Small trials of lemon scent for nausea, including in pregnancy, have mixed results. One controlled study found lemon scent lifted mood but did not change stress hormones, immune measures or pain.',
    safety: {
      phototoxic: true,
      maxDermalPercent: 2,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        OIL_TEXT.phototoxic,
        'Steam-distilled lemon oil is not phototoxic; the limit applies to cold-pressed (expressed) oil.',
        OIL_TEXT.oxidation,
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.ifraFurocoumarins, OIL_SRC.aspca],
  },
  {
    id: 'bergamot',
    name: 'Bergamot (cold-pressed)',
    botanicalName: 'Citrus × bergamia',
    commonUses: ['Anxiety and stress (inhaled)', 'Perfume'],
    evidence: 'limited',
    evidenceSummary:
      'A few small studies suggest that inhaling bergamot may ease anxiety, for example in waiting rooms, but results are inconsistent and the trials are small.',
    safety: {
      phototoxic: true,
      maxDermalPercent: 0.4,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        'Ordinary cold-pressed bergamot is strongly phototoxic because it contains bergapten: even a small amount on skin in sunlight can cause burns and lasting dark patches.',
        'Bergapten-free bergamot (labelled "FCF" or "bergaptene-free") is not phototoxic and the 0.4% limit does not apply to it.',
        OIL_TEXT.neverSwallow,
        OIL_TEXT.oxidation,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.ifraFurocoumarins, OIL_SRC.aspca],
  },
  {
    id: 'sweet-orange',
    name: 'Sweet orange',
    botanicalName: 'Citrus sinensis',
    commonUses: ['Anxiety (inhaled)', 'Room scent'],
    evidence: 'limited',
    evidenceSummary:
      'Small trials, for example in dental waiting rooms, suggest orange scent may lower anxiety slightly. The evidence is preliminary.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        'Unlike bitter orange, lemon, lime and bergamot, cold-pressed sweet orange oil is not considered phototoxic.',
        OIL_TEXT.oxidation,
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.aspca],
  },
  {
    id: 'bitter-orange',
    name: 'Bitter orange (cold-pressed peel oil)',
    botanicalName: 'Citrus × aurantium',
    commonUses: ['Perfume', 'Fungal skin infections (traditional)'],
    evidence: 'insufficient',
    evidenceSummary:
      'There is only a little old, small-scale evidence that bitter orange oil on the skin helps fungal infections. Research on bitter orange mostly concerns weight-loss supplements taken by mouth, which are a different product.',
    safety: {
      phototoxic: true,
      maxDermalPercent: 1.25,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        OIL_TEXT.phototoxic,
        'Bitter orange supplements taken by mouth (synephrine) can raise heart rate and blood pressure; this warning is about the supplement, not the skin oil.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.bitterOrange, OIL_SRC.ifraFurocoumarins],
  },
  {
    id: 'grapefruit',
    name: 'Grapefruit (cold-pressed)',
    botanicalName: 'Citrus × paradisi',
    commonUses: ['Mood (inhaled)', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary: 'There are no good studies showing a health benefit of grapefruit essential oil.',
    safety: {
      phototoxic: true,
      maxDermalPercent: 4,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        OIL_TEXT.phototoxic,
        'The well-known grapefruit drug interaction comes from eating the fruit or drinking the juice; it has not been shown for scenting a room or using the diluted oil on skin.',
        OIL_TEXT.oxidation,
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.ifraFurocoumarins, S.fdaGrapefruit],
  },
  {
    id: 'lime',
    name: 'Lime (cold-pressed)',
    botanicalName: 'Citrus aurantiifolia',
    commonUses: ['Perfume', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary: 'There are no good studies showing a health benefit of lime essential oil.',
    safety: {
      phototoxic: true,
      maxDermalPercent: 0.7,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        OIL_TEXT.phototoxic,
        'Steam-distilled lime oil is not phototoxic; check the label for how the oil was made.',
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.ifraFurocoumarins],
  },
  {
    id: 'lime-distilled',
    name: 'Lime (steam-distilled)',
    botanicalName: 'Citrus aurantiifolia',
    commonUses: ['Perfume', 'Room scent'],
    evidence: 'insufficient',
    evidenceSummary: 'There are no good studies showing a health benefit of lime essential oil.',
    safety: {
      phototoxic: false,
      pregnancy: OIL_TEXT.pregnancy,
      children: OIL_TEXT.children,
      pets: OIL_TEXT.catsCitrus,
      other: [
        'Distillation removes the compounds that make cold-pressed lime oil phototoxic.',
        OIL_TEXT.oxidation,
        OIL_TEXT.neverSwallow,
      ],
    },
    interactions: [],
    sources: [...OIL_BASE, OIL_SRC.ifraFurocoumarins],
  },
];
