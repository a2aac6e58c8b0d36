// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySection, type ProfileSectionData } from '@thrivewell/core/contracts/profile-contract';
import type { ProfileSectionId } from '@thrivewell/core/rules/profile-sections';
import { SectionForm } from './section-form';

/** Issue 13 §3: invalid input never overwrites saved answers; limits show before typing. */
afterEach(cleanup);

function renderForm<K extends ProfileSectionId>(section: K, initial?: Partial<ProfileSectionData[K]>) {
  const latest: { value: ProfileSectionData[K]; changes: number } = { value: { ...emptySection(section), ...initial }, changes: 0 };
  function Harness() {
    const [value, setValue] = useState(latest.value);
    return (
      <SectionForm
        section={section}
        value={value}
        onChange={(next) => {
          latest.value = next;
          latest.changes += 1;
          setValue(next);
        }}
        idPrefix="t"
      />
    );
  }
  render(<Harness />);
  return latest;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('weight and height boxes', () => {
  it('a weight of −5 stays in the box with a message and never replaces the saved 80 kg (nor empties it)', () => {
    const latest = renderForm('personalInfo', { weight: 80 });
    expect(screen.getByText('1–700 kg')).toBeTruthy(); // the range, before typing
    fireEvent.change(input('Weight'), { target: { value: '-5' } });
    expect(latest.value.weight).toBe(80);
    expect(latest.changes).toBe(0);
    expect(screen.getByRole('alert').textContent).toBe('Weight must be a number from 1 to 700 kg.');
    expect(input('Weight').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input('Weight'), { target: { value: '78.5' } });
    expect(latest.value.weight).toBe(78.5);
    expect(screen.queryByRole('alert')).toBeNull();
    // Clearing the box on purpose is still allowed.
    fireEvent.change(input('Weight'), { target: { value: '' } });
    expect(latest.value.weight).toBeNull();
  });

  it('the range follows the unit (lbs, ft)', () => {
    renderForm('personalInfo', { weightUnit: 'lbs', heightUnit: 'ft' });
    expect(screen.getByText('1–1500 lbs')).toBeTruthy();
    expect(screen.getByText('1–10 ft')).toBeTruthy();
    fireEvent.change(input('Height'), { target: { value: '12' } });
    expect(screen.getByRole('alert').textContent).toBe('Height must be a number from 1 to 10 ft.');
  });

  it('at 390 px the box keeps the free width: the unit select has one fixed width (no w-full beside w-24), the box grows', () => {
    renderForm('personalInfo');
    for (const label of ['Weight', 'Height']) {
      const unit = (screen.getByLabelText(`${label} unit`) as HTMLSelectElement).className.split(' ');
      expect(unit).toContain('w-24');
      expect(unit).not.toContain('w-full');
      expect(input(label).className.split(' ')).toEqual(expect.arrayContaining(['flex-1', 'min-w-0']));
    }
  });
});

describe('free-text entries', () => {
  it('show their limit before typing and refuse a 10,000-character paste with a message instead of cutting it', () => {
    const latest = renderForm('medicalHistory');
    const box = input('Other condition');
    expect(box.maxLength).toBe(100);
    expect(screen.getAllByText('Up to 100 characters · 0/100').length).toBeGreaterThan(0);

    const paste = fireEvent.paste(box, { clipboardData: { getData: () => 'x'.repeat(10_000) } });
    expect(paste).toBe(false); // default prevented: nothing cut into the box
    expect(screen.getByRole('alert').textContent).toBe('That text is 10,000 characters long; an entry can be at most 100. Shorten it, then paste or type it again.');
    expect(box.value).toBe('');
    expect(latest.value.currentConditions).toEqual([]);

    fireEvent.change(box, { target: { value: 'Migraine' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Up to 100 characters · 8/100')).toBeTruthy();
  });

  it('a paste that fits is taken as usual', () => {
    renderForm('medicalHistory');
    const paste = fireEvent.paste(input('Other condition'), { clipboardData: { getData: () => 'Asthma' } });
    expect(paste).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
