import { readFileSync } from 'node:fs';
import path from 'node:path';
import { complianceFilings } from './compliance';
import { firstDueDate, stateObligations, type ObligationEntity } from './state-obligations';

interface SourceObligation {
  id: string;
  firstDue: string;
  frequency: string;
  recurringDue: string | null;
}
const source = JSON.parse(readFileSync(path.join(__dirname, '../data/state-compliance-obligations.json'), 'utf8')) as {
  states: { code: string; llc: { obligations: SourceObligation[] }; corporation: { obligations: SourceObligation[] } }[];
};

const ENTITIES: ObligationEntity[] = ['llc', 'corporation'];
const SERVICE: Record<ObligationEntity, string> = { llc: 'llc-formation', corporation: 'corporation' };
/** A formation on a day of each month of a year, month ends and a leap day among them. */
const FORMED_ON = [
  '2025-01-31',
  '2024-02-29',
  '2025-02-28',
  '2025-03-15',
  '2025-04-30',
  '2025-05-01',
  '2025-06-15',
  '2025-07-31',
  '2025-08-15',
  '2025-09-30',
  '2025-10-01',
  '2025-11-15',
  '2025-12-31',
];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/**
 * The first due date of the plainest wordings, read here without the generator's reader, so the
 * two readings check each other: "within 90 days…", "May 15 of the year after formation", "by the
 * last day of the anniversary month in the year after formation".
 */
function expectedFirst(worded: string, formed: Date): string | undefined {
  const text = worded.toLowerCase();
  const y = formed.getUTCFullYear();
  const m = formed.getUTCMonth();
  const days = text.match(/^within (\d+) days/);
  if (days) return iso(new Date(formed.getTime() + Number(days[1]) * 86_400_000));
  const dated = text.match(
    /^(january|february|march|april|may|june|july|august|september|october|november|december) (\d+) of the (calendar )?year after/,
  );
  if (dated) return iso(new Date(Date.UTC(y + 1, MONTHS.indexOf(dated[1]!), Number(dated[2]))));
  if (/^(by the )?last day of the anniversary month in the year after/.test(text))
    return iso(new Date(Date.UTC(y + 1, m, lastDay(y + 1, m))));
  return undefined;
}

describe('state obligations, for every state and DC', () => {
  it('covers the 50 states and DC', () => {
    expect(source.states).toHaveLength(51);
  });

  describe.each(source.states.flatMap((s) => ENTITIES.map((entity) => [s.code, entity] as const)))('%s %s', (code, entity) => {
    const listed = source.states.find((s) => s.code === code)![entity].obligations;

    it('keeps every obligation the data lists', () => {
      expect(stateObligations(code, entity).map((o) => o.id)).toEqual(listed.map((o) => o.id));
    });

    it.each(FORMED_ON)('dates each one for a company formed on %s, and lists each on its calendar', (formedOn) => {
      const formed = utcDay(formedOn);
      const filings = complianceFilings(
        { orderId: 'o-1', serviceSlug: SERVICE[entity], paidAt: formed, state: code, businessName: 'Acme' },
        formed,
      );
      for (const o of stateObligations(code, entity)) {
        const raw = listed.find((x) => x.id === o.id)!;
        const first = firstDueDate(o, formed);
        const expected = expectedFirst(raw.firstDue, formed);
        if (expected) expect([o.id, first && iso(first)]).toEqual([o.id, expected]);
        if (o.first.kind === 'unknown') {
          expect(first).toBeNull();
        } else {
          expect(first!.getTime()).toBeGreaterThanOrEqual(formed.getTime());
          expect(first!.getTime()).toBeLessThan(Date.UTC(formed.getUTCFullYear() + 3, formed.getUTCMonth(), formed.getUTCDate() + 1));
        }
        // Filed with the formation itself: nothing to calendar unless it recurs.
        const doneAtFormation = o.first.kind === 'at-formation' && !o.recurring;
        expect([o.id, filings.some((f) => f.filingId === o.id)]).toEqual([o.id, !doneAtFormation]);
      }
    });
  });
});
