import { describe, expect, it } from 'vitest';
import { claimsOf, contradictionsIn } from '../../../../cli/check/claims';
import { figuresOf } from '../../../../cli/pipeline/content/figures';
import type { CompanyFact, CompanyTerm } from '../../../../templates/model/data/company';

const FACTS: CompanyFact[] = [
  { id: 'managed-uptime', value: 99.99, suffix: '%', label: 'uptime', words: ['uptime'] },
  { id: 'uptime-sla', value: 99.9, suffix: '%', label: 'uptime SLA', words: ['uptime'] },
  { id: 'cloud-waste', value: [30, 50], suffix: '%', label: 'waste', words: ['waste', 'wasted'] },
  { id: 'businesses-helped', value: 47, suffix: '+', label: 'businesses helped', words: ['businesses helped'] },
  { id: 'client-revenue', value: 2.1, prefix: '$', suffix: 'M+', label: 'revenue', words: ['revenue generated'] },
  { id: 'years-experience', value: 8, suffix: '+', label: 'years of experience' },
];
const TERMS: CompanyTerm[] = [
  { id: 'launch-time', text: 'two to three weeks', words: ['launch in'] },
  { id: 'response-time', text: 'within 30 minutes during business hours', words: ['response time'] },
  { id: 'team', text: 'a one-person team' },
];
const claims = claimsOf(FACTS, TERMS);
const contradictions = (text: string) =>
  contradictionsIn(text, claims).map((c) => `${c.figure.text} vs ${c.claims.map((x) => x.id).join('+')}`);

describe('figures in prose', () => {
  it('reads shares, ranges, counts, money and durations, in digits and words', () => {
    expect(
      figuresOf(
        'Cut 40-60% of waste, 99.9% uptime, 200+ projects, $2.1M+ and $1,999 in three to four weeks, a 30-day guarantee',
      ).map((f) => [f.kind, f.low, f.high]),
    ).toEqual([
      ['percent', 40, 60],
      ['percent', 99.9, 99.9],
      ['count', 200, 200],
      ['money', 2.1e6, 2.1e6],
      ['money', 1999, 1999],
      ['duration', 21, 28],
      ['duration', 30, 30],
    ]);
    // Years, dates and versions are not figures.
    expect(figuresOf('Founded in 2019, on Node 20.3, since March 2024')).toEqual([]);
  });
});

describe('contradictions of the company facts and terms', () => {
  it('flag a figure of a fact’s kind beside its words that is not its value', () => {
    expect(contradictions('Average uptime 99.8% across the sites we run.')).toEqual([
      '99.8% vs managed-uptime+uptime-sla',
    ]);
    expect(contradictions('Most accounts carry 40-70% of waste.')).toEqual(['40-70% vs cloud-waste']);
    expect(contradictions('With 52+ businesses helped so far.')).toEqual(['52+ vs businesses-helped']);
    expect(contradictions('We have $3M+ in revenue generated for clients.')).toEqual(['$3M+ vs client-revenue']);
    expect(contradictions('Most websites launch in three to four weeks.')).toEqual([
      'three to four weeks vs launch-time',
    ]);
    expect(contradictions('A 2-hour response time on weekdays.')).toEqual(['2-hour vs response-time']);
  });

  it('accept every fact’s own figure, other kinds of figure, and figures far from any fact’s words', () => {
    expect(contradictions('A 99.9% uptime SLA, and 99.99% uptime across managed systems.')).toEqual([]);
    expect(contradictions('Most accounts carry 30-50% of waste, $144 a day.')).toEqual([]);
    expect(contradictions('47+ businesses helped, $2.1M+ in revenue generated, launch in two to three weeks.')).toEqual(
      [],
    );
    expect(
      contradictions('Our uptime target is strict; separately, a hosting credit of 10% applies when we miss a month.'),
    ).toEqual([]);
    // 8+ has no words: it is never checked.
    expect(contradictions('12+ years of experience')).toEqual([]);
  });
});
