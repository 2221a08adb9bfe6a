import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's own QR reader (Chromium on Android, Safari 17+): no decoding library is downloaded. */
interface Detected {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Whether this browser reads QR codes itself; without it the screen offers typing the code only. */
export const canScan = () => detectorClass() !== undefined && !!navigator.mediaDevices?.getUserMedia;

/** How often a frame is read: often enough to feel instant, seldom enough to spare a phone's battery. */
const READ_EVERY_MS = 250;

/** The camera in a dialog, reading QR codes until one is found; the code goes to `onCode` and it closes. */
export function CodeScanner({
  opened,
  onClose,
  onCode,
}: {
  opened: boolean;
  onClose: () => void;
  onCode: (text: string) => void;
}) {
  const { t } = useTranslation('field');
  // The video element once the dialog has put it on the page: the camera starts only then, however fast it opens.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Each opening tries afresh; a problem shown takes the video away, which must not try again by itself.
  useEffect(() => {
    if (opened) setProblem(null);
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    const Detector = detectorClass();
    if (!Detector) {
      setProblem(t('scanner.unsupported'));
      return;
    }
    if (!video) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const read = async () => {
      if (stopped) return;
      try {
        const [found] = await detector.detect(video);
        if (found?.rawValue) {
          onCode(found.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: the next one is read.
      }
      timer = setTimeout(read, READ_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped) return;
        video.srcObject = opened;
        await video.play();
        void read();
      })
      .catch(() => setProblem(t('scanner.denied')));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opened, video, onCode, t]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('scanner.title')} centered>
      <Stack gap="sm">
        {problem ? (
          <Alert color="orange" role="alert">
            {problem}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('scanner.help')}</Text>
            {/* The camera's picture only: it carries no words to caption. */}
            <video ref={setVideo} muted playsInline style={{ width: '100%', borderRadius: 8 }} aria-hidden />
          </>
        )}
        <Button variant="default" onClick={onClose}>
          {t('scanner.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
