/**
 * Natural remedies ("remedy for X"): the claim, what the evidence shows, cautions and
 * medicine interactions. The entries live in two files to keep each one readable.
 */
import type { NaturalRemedy } from '../types';
import { naturalRemedies1 } from './remedies-1';
import { naturalRemedies2 } from './remedies-2';

export const naturalRemedies: NaturalRemedy[] = [...naturalRemedies1, ...naturalRemedies2];
