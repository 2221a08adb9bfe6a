import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { Section } from '../../components/Section.tsx';
import { usageQuery } from '../../entities/usage/figures.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';

/** The choice of no package: every feature, no limit. */
const NONE = 'none';

/**
 * The company's package on its page in the platform console (`Company/ChangePackage`): the one it is on, and another
 * chosen from the platform's offered packages, or none (every feature). The change takes effect at once: the
 * company's menu and calls follow its next request (ADR 63).
 */
export function CompanyPackage({ companyId }: { companyId: string }) {
  const { t } = useTranslation('usage-reports');
  const usage = useApiQuery(routes.usage.getCompanyCurrentPackageUsage, { query: usageQuery(companyId) });
  const offered = useApiQuery(routes.company.getAllPackages, {
    body: { page: 1, pageSize: 200, active: true, sort: 'name' },
  });
  const change = useWrite(routes.company.changePackage);
  const [choice, setChoice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const current = usage.data?.package ?? null;
  const chosen = choice ?? current?.id ?? NONE;
  const options = [
    { value: NONE, label: t('companyPackage.none') },
    ...(offered.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
  ];
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  return (
    <Section id="company-package" title={t('companyPackage.title')}>
      {loadingOrFailed(usage, t('companyPackage.loadFailed')) ??
        loadingOrFailed(offered, t('companyPackage.loadFailed')) ?? (
          <Stack gap="sm">
            <Text size="sm">
              {current
                ? t('companyPackage.current', { name: current.name })
                : t('companyPackage.currentNone')}
            </Text>
            <Group align="end" gap="sm">
              <Select
                label={t('companyPackage.choose')}
                data={options}
                value={chosen}
                allowDeselect={false}
                onChange={(value) => {
                  setChoice(value);
                  setSaved(null);
                }}
                maw={320}
              />
              <Button
                loading={change.busy}
                disabled={chosen === (current?.id ?? NONE)}
                onClick={async () => {
                  const done = await change.run({
                    body: { companyId, packageId: chosen === NONE ? null : chosen },
                  });
                  if (done) {
                    setSaved(labelOf(chosen));
                    setChoice(null);
                  }
                }}
              >
                {t('companyPackage.change')}
              </Button>
            </Group>
            <FormErrorAlert message={change.message} />
            {saved ? (
              <Alert color="teal" icon={<IconCheck size={16} aria-hidden />} role="status">
                {t('companyPackage.changed', { name: saved })}
              </Alert>
            ) : null}
          </Stack>
        )}
    </Section>
  );
}
