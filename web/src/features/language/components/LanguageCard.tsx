import { Trans, useLingui } from '@lingui/react/macro';
import { RegionCard } from '@web/components/ui/card';
import { LanguageSelect } from './LanguageSelect';

/** The profile's language: pages, e-mails, texts, push offers and documents follow it. */
export function LanguageCard() {
  const { t } = useLingui();
  return (
    <RegionCard
      title={t`Language`}
      description={
        <Trans>Pathway's pages, e-mails, text messages, offers and documents use this language.</Trans>
      }
    >
      <LanguageSelect showLabel={false} />
    </RegionCard>
  );
}
