import { contract, IMAGE_USES } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Button, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../components/ResourceForm.tsx';
import { Section } from '../../components/Section.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';

/** The company's logo (confirmations, the guest page, kiosks): uploaded through the file store, or removed. */
export function LogoSection() {
  const { t } = useTranslation('company');
  const canWrite = useAllowed('rule:settings.manage');
  const profile = useApiQuery(routes.company.getCompanyProfile, { body: {} });
  const { call: setLogo, busy } = useWrite(routes.company.updateCompanyLogo);
  const [generation, setGeneration] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const current = profile.data?.logoUrl ?? null;

  return (
    <Section id="company-logo" title={t('company.logoTitle')}>
      {canWrite ? (
        <ResourceForm
          key={`${generation}:${current ?? ''}`}
          fields={[
            {
              kind: 'image',
              name: 'logo',
              label: t('company.logoFile'),
              description: current ? t('company.logoReplaceHint') : t('company.logoNone'),
              use: IMAGE_USES.companyLogo,
              current,
            },
          ]}
          initial={{ logo: null }}
          schema={contract.company.updateCompanyLogo.body}
          submitLabel={t('company.logoUpload')}
          onSubmit={async (values) => {
            await setLogo({ body: { logo: String(values.logo) } });
            setGeneration((n) => n + 1);
          }}
          describeError={(error) => `${t('company.logoFailed')} ${describeError(error, t)}`}
        />
      ) : current ? (
        <Image src={current} alt={t('company.logoAlt')} maw={300} fit="contain" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('company.logoNone')}
        </Text>
      )}
      {canWrite && current ? (
        <Group mt="sm">
          <Button
            variant="subtle"
            color="red"
            loading={busy}
            onClick={() => {
              setFailure(null);
              setLogo({ body: { logo: null } }).then(
                () => setGeneration((n) => n + 1),
                (error: unknown) => setFailure(`${t('company.logoFailed')} ${describeError(error, t)}`),
              );
            }}
          >
            {t('company.logoRemove')}
          </Button>
        </Group>
      ) : null}
      {failure ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {failure}
        </Text>
      ) : null}
    </Section>
  );
}
