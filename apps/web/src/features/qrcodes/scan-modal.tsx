import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { qrCodeOfText } from '@trapline/contracts/qrcodes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nfcSupported, readNfcTag } from './nfc.ts';
import { cameraAvailable, cameraProblemOf, createDecoder, type CameraProblem } from './scanner.ts';

/**
 * Reads a QR label with the camera (getUserMedia and BarcodeDetector or jsQR), an NFC tag where
 * Web NFC exists, or a typed code, and opens /app?qr=<code> (features/qrcodes/open-code.tsx), or
 * hands the code to onCode (a form that assigns it).
 */
export default function ScanModal({ onClose, onCode }: { onClose: () => void; onCode?: ((code: string) => void) | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(cameraAvailable() ? null : 'unsupported');
  const [foreign, setForeign] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedInvalid, setTypedInvalid] = useState(false);
  const [nfcState, setNfcState] = useState<'idle' | 'reading' | 'failed'>('idle');

  const open = (code: string) => {
    onClose();
    if (onCode) onCode(code);
    else void navigate({ to: '/app', search: { qr: code } });
  };

  useEffect(() => {
    if (problem) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setProblem(cameraProblemOf(error));
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decode = await createDecoder();
      const pixels = () => {
        const v = video.current;
        if (!v || v.videoWidth === 0) return null;
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return null;
        context.drawImage(v, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const tick = async () => {
        if (stopped || !video.current) return;
        const text = video.current.readyState >= 2 ? await decode({ video: video.current, pixels }).catch(() => null) : null;
        const code = text === null ? null : qrCodeOfText(text);
        if (code) return open(code);
        if (text !== null) setForeign(true);
        timer = setTimeout(() => void tick(), 250);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [problem]);

  const readNfc = async () => {
    setNfcState('reading');
    try {
      const text = await readNfcTag();
      const code = qrCodeOfText(text);
      if (code) open(code);
      else setNfcState('failed');
    } catch {
      setNfcState('failed');
    }
  };

  const submitTyped = (event: React.FormEvent) => {
    event.preventDefault();
    // React passes a submit on through portals: the form this dialog was opened from must not submit too.
    event.stopPropagation();
    const code = qrCodeOfText(typed);
    if (code) open(code);
    else setTypedInvalid(true);
  };

  return (
    <Modal opened onClose={onClose} title={t('qrcodes.scan.title')}>
      <Stack>
        {problem ? (
          <Alert color="yellow" data-testid="qr-scan-problem">
            {t(`qrcodes.scan.problem.${problem}`)}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
              aria-label={t('qrcodes.scan.camera')}
              data-testid="qr-scan-video"
            />
            <Text size="sm" c="dimmed">
              {t('qrcodes.scan.hint')}
            </Text>
          </>
        )}
        {foreign && <Alert color="orange">{t('qrcodes.scan.foreign')}</Alert>}
        {nfcSupported() && (
          <Group>
            <Button variant="light" onClick={() => void readNfc()} loading={nfcState === 'reading'} data-testid="qr-scan-nfc">
              {t('qrcodes.nfc.read')}
            </Button>
            {nfcState === 'reading' && <Text size="sm">{t('qrcodes.nfc.hold')}</Text>}
            {nfcState === 'failed' && (
              <Text size="sm" c="red">
                {t('qrcodes.nfc.readFailed')}
              </Text>
            )}
          </Group>
        )}
        <form onSubmit={submitTyped} noValidate>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('qrcodes.scan.typeCode')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setTypedInvalid(false);
              }}
              error={typedInvalid ? t('qrcodes.scan.typedInvalid') : undefined}
              data-testid="qr-scan-typed"
            />
            <Button type="submit" data-testid="qr-scan-open">
              {t('qrcodes.scan.open')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}
