import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { hi, hiMessages as hiAnswers } from '../../../domain/shared/catalogue/site/hi';
import type { Ride, RideDecision, VisitDecisionCounts } from '../api/rides';
import { activateLanguage } from '../i18n/t';
import { VisitCounts } from '../pages/owner/VisitCounts';
import { decisionAnswerText, VisitDecisionPanel } from './VisitDecisionPanel';

const OPEN_UNTIL = '2026-11-30T05:10:00.000Z';
const open: RideDecision = { answer: null, reason: null, note: null, decided_at: null, first_decided_at: null, open_until: OPEN_UNTIL, can_answer: true };

function ride(decision: RideDecision): Ride & { decision: RideDecision } {
  return { id: '0190f0a0-0000-7000-8000-00000000a1a1', status: 'COMPLETED', decision } as unknown as Ride & { decision: RideDecision };
}

const draw = (decision: RideDecision, initialStep?: 'ask' | 'reason' | 'answered') =>
  renderToStaticMarkup(createElement(VisitDecisionPanel, { ride: ride(decision), onChanged: () => undefined, initialStep }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the tenant’s decision after a visit, on their visit card', () => {
  afterEach(() => activateLanguage('en'));

  it('asks a completed visit’s tenant with two buttons, and says until when and that the owner never learns who', () => {
    const html = draw(open);
    expect(html).toContain('data-testid="ride-decision-interested"');
    expect(html).toContain('data-testid="ride-decision-not-for-me"');
    expect(text(html)).toContain('Do you want to rent this home?');
    expect(text(html)).toContain('I want to rent it');
    expect(text(html)).toContain('Not for me');
    expect(text(html)).toContain('The owner sees only how many said what, never who.');
    expect(html).not.toContain('data-testid="ride-decision-answer"');
  });

  it('"Not for me" opens the five reasons; the few words field comes with "Something else" only, limited to 140 characters', () => {
    const html = draw(open, 'reason');
    for (const reason of ['rent', 'location', 'condition', 'owner', 'other']) expect(html).toContain(`data-testid="ride-decision-reason-${reason}"`);
    expect(text(html)).toContain('What did not suit you?');
    expect(html).not.toContain('data-testid="ride-decision-note"');
    const other = draw({ ...open, answer: 'NOT_INTERESTED', reason: 'OTHER', note: 'No parking', decided_at: '2026-11-23T06:00:00.000Z' }, 'reason');
    expect(other).toContain('data-testid="ride-decision-note"');
    expect(other).toContain('maxLength="140"');
    expect(text(other)).toContain('In a few words (optional, up to 140 characters)');
  });

  it('shows the answer given and when; it may be changed while the window is open, and only read after', () => {
    const given: RideDecision = { ...open, answer: 'NOT_INTERESTED', reason: 'RENT', decided_at: '2026-11-23T06:00:00.000Z', first_decided_at: '2026-11-23T06:00:00.000Z' };
    const html = draw(given);
    expect(text(html)).toContain('Your answer: Not for me (The rent)');
    expect(html).toContain('data-testid="ride-decision-change"');
    expect(html).not.toContain('data-testid="ride-decision-interested"');

    const closed = draw({ ...given, answer: 'INTERESTED', reason: null, can_answer: false });
    expect(text(closed)).toContain('Your answer: I want to rent it');
    expect(text(closed)).toContain('Our team will call you and put you in touch with the owner.');
    expect(closed).not.toContain('data-testid="ride-decision-change"');
    expect(closed).not.toContain('data-testid="ride-decision-until"');
  });

  it('speaks Hindi to a Hindi reader', () => {
    activateLanguage('hi', hi, hiAnswers);
    const html = draw(open);
    expect(text(html)).toContain('मुझे यह किराए पर लेना है');
    expect(text(html)).toContain('मेरे लिए नहीं');
    expect(decisionAnswerText({ ...open, answer: 'NOT_INTERESTED', reason: 'LOCATION' })).toBe('आपका जवाब: मेरे लिए नहीं (जगह)');
  });
});

describe('a listing’s visits and answers on "Your Properties"', () => {
  afterEach(() => activateLanguage('en'));
  const counts: VisitDecisionCounts = {
    property_id: '0190f0a0-0000-7000-8000-000000000001',
    visited: 5,
    interested: 2,
    not_interested: 3,
    reasons: { RENT: 1, LOCATION: 2, CONDITION: 0, OWNER: 0, OTHER: 0 },
  };

  it('counts only: how many visited, how many want it, the reasons most first', () => {
    const html = renderToStaticMarkup(createElement(VisitCounts, { counts }));
    expect(text(html)).toContain('Visited with our rider: 5 · Want to rent: 2');
    expect(text(html)).toContain('Not for them: The location 2, The rent 1');
    activateLanguage('hi', hi, hiAnswers);
    expect(text(renderToStaticMarkup(createElement(VisitCounts, { counts })))).toContain('पसंद नहीं आया: जगह 2, किराया 1');
  });

  it('says nothing for a listing nobody has visited yet', () => {
    expect(renderToStaticMarkup(createElement(VisitCounts, { counts: { ...counts, visited: 0, interested: 0, not_interested: 0, reasons: { RENT: 0, LOCATION: 0, CONDITION: 0, OWNER: 0, OTHER: 0 } } }))).toBe('');
  });

  it('offers the tenant who wants to rent the home to propose a tenancy to its owner', () => {
    const interested: RideDecision = { ...open, answer: 'INTERESTED', decided_at: OPEN_UNTIL, first_decided_at: OPEN_UNTIL };
    const withHome = { ...ride(interested), property: { id: '0190f0a0-0000-7000-8000-00000000b2b2' } } as unknown as Ride & { decision: RideDecision };
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(VisitDecisionPanel, { ride: withHome, onChanged: () => undefined })));
    expect(html).toContain('data-testid="ride-decision-propose"');
    expect(html).toContain('href="/tenancies/new?property=0190f0a0-0000-7000-8000-00000000b2b2"');
    expect(draw(open)).not.toContain('ride-decision-propose');
  });
});
