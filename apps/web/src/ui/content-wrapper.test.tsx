// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentWrapper } from './content-wrapper';


const renderIn = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
afterEach(() => cleanup());

describe('ContentWrapper', () => {
  it('P1-FRAME-14 labels AI-generated content', () => {
    renderIn(
      <ContentWrapper level="basic" aiGenerated>
        <p>Tip</p>
      </ContentWrapper>,
    );
    expect(screen.getByText('AI-generated content')).toBeTruthy();
    expect(screen.getByText('Tip')).toBeTruthy();
  });

  it('has no AI label unless asked', () => {
    renderIn(<ContentWrapper level="basic">x</ContentWrapper>);
    expect(screen.queryByText('AI-generated content')).toBeNull();
  });

  it('P1-FRAME-15 basic, advanced and critical disclaimers', () => {
    renderIn(<ContentWrapper level="basic">x</ContentWrapper>);
    expect(screen.getByText(/not medical advice/)).toBeTruthy();
    cleanup();
    renderIn(<ContentWrapper level="advanced">x</ContentWrapper>);
    expect(screen.getByText(/Consult a qualified professional before acting/)).toBeTruthy();
    cleanup();
    renderIn(<ContentWrapper level="critical" tier="health">x</ContentWrapper>);
    expect(screen.getByText(/911 \(US\), 999 \(UK\) or 112 \(EU\)/)).toBeTruthy();
    expect(screen.queryByText(/needs professional oversight/)).toBeNull();
  });

  it('P1-FRAME-16 the wellness-tier critical disclaimer adds the oversight line and an upgrade link', () => {
    renderIn(
      <ContentWrapper level="critical" tier="wellness">
        x
      </ContentWrapper>,
    );
    expect(screen.getByText(/This feature needs professional oversight/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upgrading your plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('a tier not known yet leaves the wellness-only line out; the upgrade link goes where the caller says', () => {
    renderIn(<ContentWrapper level="critical">x</ContentWrapper>);
    expect(screen.queryByText(/needs professional oversight/)).toBeNull();
    cleanup();
    renderIn(
      <ContentWrapper level="critical" tier="wellness" upgradeHref="https://thrivewell.example/pricing">
        x
      </ContentWrapper>,
    );
    expect(screen.getByRole('link', { name: 'upgrading your plan' }).getAttribute('href')).toBe('https://thrivewell.example/pricing');
  });
});
