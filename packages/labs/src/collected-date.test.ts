import { describe, expect, it } from 'vitest';
import { dateOrderOf, findCollectedOn, readDate } from './collected-date';

describe('readDate', () => {
  it('reads ISO, US, UK, dotted and written-out dates', () => {
    expect(readDate('2026-03-12', null)).toBe('2026-03-12');
    expect(readDate('03/12/2026', 'mdy')).toBe('2026-03-12');
    expect(readDate('03/12/2026', 'dmy')).toBe('2026-12-03');
    expect(readDate('25/12/2026', 'mdy')).toBe('2026-12-25');
    expect(readDate('12/25/2026', 'dmy')).toBe('2026-12-25');
    expect(readDate('12.03.2026', 'mdy')).toBe('2026-03-12');
    expect(readDate('12 Mar 2026', null)).toBe('2026-03-12');
    expect(readDate('27-Oct-2026 09:10', null)).toBe('2026-10-27');
    expect(readDate('Mar 3, 2026', null)).toBe('2026-03-03');
    expect(readDate('3 mars 2026', null)).toBe('2026-03-03');
    expect(readDate('11/05/26', 'mdy')).toBe('2026-11-05');
  });

  it('refuses impossible dates', () => {
    expect(readDate('31/02/2026', 'dmy')).toBeNull();
    expect(readDate('no date here', null)).toBeNull();
  });
});

describe('dateOrderOf', () => {
  it('reads the order from an unambiguous date, else from the page’s units', () => {
    expect(dateOrderOf('DOB: 25/04/1971 Collected 03/04/2026')).toBe('dmy');
    expect(dateOrderOf('DOB: 04/25/1971 Collected 03/04/2026')).toBe('mdy');
    expect(dateOrderOf('Sodium 140 mmol/L Creatinine 80 umol/L 03/04/2026')).toBe('dmy');
    expect(dateOrderOf('Glucose 95 mg/dL 03/04/2026')).toBe('mdy');
    expect(dateOrderOf('Hämoglobin 14,2 g/dl 13,5 - 17,5')).toBe('dmy');
    expect(dateOrderOf('nothing')).toBeNull();
  });
});

describe('findCollectedOn', () => {
  it.each([
    ['Collected: 03/12/2026 08:14', 'mdy', '2026-03-12'],
    ['Collection Date: 2026-05-07', null, '2026-05-07'],
    ['Date Collected: 11/04/2026', 'mdy', '2026-11-04'],
    ['Specimen date: 21 Sep 2026', null, '2026-09-21'],
    ['Sample date: 03/02/2026', 'dmy', '2026-02-03'],
    ['Entnahmedatum: 12.03.2026 07:45', null, '2026-03-12'],
    ['Fecha de toma: 09/10/2026', 'dmy', '2026-10-09'],
    ['Date/Time Collected: 2026-04-01 07:30', null, '2026-04-01'],
    ['Coll. Date: 04/01/2026', 'mdy', '2026-04-01'],
    ['Drawn: 1 Apr 2026', null, '2026-04-01'],
    ['Collected By: RN Smith   Collected On: 04/01/2026', 'mdy', '2026-04-01'],
  ] as const)('%s', (line, order, expected) => {
    expect(findCollectedOn(['Patient: A. Person  DOB: 01/02/1970', line, 'Received: 01/01/2027'], order)).toBe(expected);
  });

  it('reads the date from the next line when the label stands alone, and ignores other dates', () => {
    expect(findCollectedOn(['Collected', '14 Feb 2026'], null)).toBe('2026-02-14');
    expect(findCollectedOn(['Received: 01/01/2027', 'Reported: 02/01/2027'], 'dmy')).toBeNull();
  });
});
