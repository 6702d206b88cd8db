import { describe, expect, it } from 'vitest';
import { findLiterals } from './i18n-literals';

const texts = (source: string) => findLiterals(source).map((l) => l.text);

describe('the check for untranslated text', () => {
  it('refuses text a person reads written as a bare string', () => {
    const source = `
      export function Card({ open, name }) {
        const tabs = [{ id: 'a', label: 'Open jobs' }];
        return (
          <section aria-label="Job details" title={open ? 'Hide details' : 'Show details'}>
            <h2>Accept job</h2>
            <Input placeholder="Search by city" />
            <Badge emptyText={name ?? 'No name yet'} />
            {open && 'Details are open'}
            {\`Hello \${name}\`}
          </section>
        );
      }`;
    expect(texts(source)).toEqual([
      'Open jobs',
      'Job details',
      'Hide details',
      'Show details',
      'Accept job',
      'Search by city',
      'No name yet',
      'Details are open',
      'Hello',
    ]);
  });

  it('lets messages, non-text strings and marked exceptions through', () => {
    const source = `
      import { Trans, useLingui } from '@lingui/react/macro';
      export function Card({ count }) {
        const { t } = useLingui();
        const tabs = [{ id: 'open-jobs', label: msg\`Open jobs\`, icon: 'truck' }];
        return (
          <section aria-label={t\`Job details\`} className="grid gap-2" data-testid="job-card">
            <h2><Trans>Accept job</Trans></h2>
            <Plural value={count} one="# job" other="# jobs" />
            <span translate="no">VIN 1HGCM82633A004352</span>
            <span>{count} · {'—'}</span>
            <a href="/terms" type="button" role="link">{t\`Terms\`}</a>
            {/* i18n-ignore: each language is named in itself */}
            <option>Español</option>
          </section>
        );
      }`;
    expect(findLiterals(source)).toEqual([]);
  });

  it('says where each one is', () => {
    const [first] = findLiterals('const a = 1;\nexport const B = () => <p>Not yet</p>;');
    expect(first).toEqual({ line: 2, text: 'Not yet', where: 'JSX text' });
  });
});
