import { type KioskSettings, textIn } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import type { KioskType } from '@curbside/domain';
import { Anchor, Box, Image, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { contrastRatio } from '../../../components/fields/contrast.ts';
import type { FormValues } from '../../../components/ResourceForm.tsx';
import { formatMoment } from '../../../lib/dates.ts';
import { wordOptions } from '../../../lib/options.ts';
import { useApiQuery } from '../../../lib/query.ts';
import { useZoneName } from '../../../lib/timeZones.ts';

const BLACK = '#000000';
const WHITE = '#ffffff';
const HIGH_CONTRAST = { background: BLACK, text: WHITE, accent: '#ffd43b' };
const GUEST_LANGUAGES = ['en', 'ar'] as const;

/** Black or white, whichever reads better on the kiosk's colour. */
const textOn = (colour: string) =>
  (contrastRatio(colour, BLACK) ?? 0) >= (contrastRatio(colour, WHITE) ?? 0) ? BLACK : WHITE;

/** The buttons a guest sees first, by what the kiosk offers (the console's words; a guest reads their own). */
function buttonsOf(type: KioskType, s: KioskSettings, t: (key: string) => string): string[] {
  const on = (shown: boolean, key: string) => (shown ? [t(`setup.preview.buttons.${key}`)] : []);
  switch (type) {
    case 'dispatch':
      return [t('setup.preview.buttons.rideNow')];
    case 'map':
      return [t('setup.preview.buttons.map'), t('setup.preview.buttons.takeMeThere')];
    case 'reservation':
      return [t('setup.preview.buttons.bookSeat')];
    case 'parking':
      return [...on(s.offerPermitPurchase, 'buyPermit'), ...on(s.offerWillCall, 'willCall')];
    case 'guest':
      return [
        ...on(s.offerTransport, 'transport'),
        ...on(s.offerParking, 'parking'),
        ...on(s.offerWaitList, 'waitList'),
      ];
  }
}

/**
 * A live picture of the kiosk as the form now stands: its colours (or high contrast), the company's logo, the
 * welcome in the guest language chosen here, the buttons it offers, the idle reset, the advertisements between
 * guests, the farewell after a confirmation, and how the kiosk writes times: the company's zone and clock (ADR
 * 139), set in the company's profile. Drawn from the form's unsaved values.
 */
export function KioskPreview({ type, values }: { type: KioskType; values: FormValues }) {
  const { t } = useTranslation('kiosks');
  const zoneName = useZoneName();
  const [language, setLanguage] = useState<(typeof GUEST_LANGUAGES)[number]>('en');
  const profile = useApiQuery(routes.company.getCompanyProfile, { body: {} });
  const s = values as unknown as KioskSettings;
  const colours = s.highContrast
    ? HIGH_CONTRAST
    : { background: s.accentColour, text: textOn(s.accentColour), accent: textOn(s.accentColour) };
  const welcome = s.welcome ? textIn(s.welcome, language) : '';
  const farewell = s.farewell ? textIn(s.farewell, language) : '';
  const logo = profile.data?.logoUrl ?? null;
  const buttons = buttonsOf(type, s, t);

  return (
    <Stack gap="xs" aria-labelledby="kiosk-preview-title">
      <Title order={3} fz="h5" id="kiosk-preview-title">
        {t('setup.preview.title')}
      </Title>
      <SegmentedControl
        aria-label={t('setup.preview.language')}
        value={language}
        onChange={(value) => setLanguage(value as typeof language)}
        data={wordOptions(t, 'setup.preview.languages', GUEST_LANGUAGES)}
      />
      <Paper
        radius="md"
        p="lg"
        withBorder
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        data-testid="kiosk-preview"
        style={{ background: colours.background, color: colours.text, minHeight: 320 }}
      >
        <Stack gap="md" align="center">
          {s.showLogo && logo ? <Image src={logo} alt={profile.data?.name ?? ''} h={48} w="auto" /> : null}
          <Text fz={24} fw={700} ta="center">
            {welcome || t('setup.preview.noWelcome')}
          </Text>
          {buttons.length === 0 ? (
            <Text ta="center">{t('setup.preview.nothingOffered')}</Text>
          ) : (
            buttons.map((label) => (
              <Box
                key={label}
                px="lg"
                py="sm"
                miw={220}
                mih={44}
                ta="center"
                style={{ border: `2px solid ${colours.accent}`, borderRadius: 8, fontSize: 20 }}
              >
                {label}
              </Box>
            ))
          )}
          {s.showAdvertisements ? <Text size="sm">{t('setup.preview.advertisements')}</Text> : null}
        </Stack>
      </Paper>
      <Text size="sm">{t('setup.preview.idle', { seconds: s.idleSeconds })}</Text>
      {profile.data ? (
        <Text size="sm" data-testid="kiosk-times">
          {t('setup.preview.times', {
            time: formatMoment(new Date(), {
              locale: language,
              timeZone: profile.data.timeZone,
              clock: profile.data.clock,
            }),
            zone: zoneName(profile.data.timeZone),
            clock: t(`setup.preview.clocks.${profile.data.clock}`),
          })}{' '}
          <Anchor component={RouterLink} to="/Subscription/MyCompany">
            {t('setup.preview.changeTimes')}
          </Anchor>
        </Text>
      ) : null}
      <Text size="sm">
        {t('setup.preview.farewell')}{' '}
        <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          {farewell || t('setup.preview.noFarewell')}
        </span>
      </Text>
    </Stack>
  );
}
