import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A party's number, opening the dispatch board on that party; `label` names the link where the number alone would not. */
export function PartyLink({ number, label }: { number: number; label?: string }) {
  const { t } = useTranslation('party');
  return (
    <Anchor
      component={Link}
      to={`/TrasactionManagement/RecordManagement?search=${number}`}
      aria-label={label}
      fw={600}
    >
      <span dir="ltr">{t('partyText.number', { number })}</span>
    </Anchor>
  );
}
