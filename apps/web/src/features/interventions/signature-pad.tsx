import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SignaturePadProps {
  /** The stored signature's URL, shown until it is drawn again or removed. */
  savedUrl: string | null;
  /** A new drawing as a PNG data URL, null when removed, undefined while the saved one stays. */
  onChange: (value: string | null | undefined) => void;
  disabled?: boolean;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A signature drawn on screen. Pointer events cover the mouse, a finger and a pen alike; the
 * pointer is captured so a stroke leaving the box still ends, and touch-action: none keeps the
 * page from scrolling under a finger. Strokes are smoothed with quadratic curves through the
 * midpoints, and a pen's pressure thickens the line.
 */
export function SignaturePad({ savedUrl, onChange, disabled }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number; mid: { x: number; y: number } } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [showSaved, setShowSaved] = useState(savedUrl !== null);

  useEffect(() => setShowSaved(savedUrl !== null), [savedUrl]);

  const context = () => {
    const g = canvas.current?.getContext('2d');
    if (g) {
      g.strokeStyle = '#1a1b1e';
      g.lineCap = 'round';
      g.lineJoin = 'round';
    }
    return g;
  };
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * WIDTH, y: ((event.clientY - rect.top) / rect.height) * HEIGHT };
  };
  const width = (event: React.PointerEvent) => (event.pointerType === 'pen' && event.pressure > 0 ? 1.5 + event.pressure * 3 : 2.5);

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = point(event);
    last.current = { ...p, mid: p };
    const g = context();
    if (!g) return;
    // A tap leaves a dot.
    g.fillStyle = '#1a1b1e';
    g.beginPath();
    g.arc(p.x, p.y, width(event) / 2, 0, Math.PI * 2);
    g.fill();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    event.preventDefault();
    const g = context();
    if (!g) return;
    const p = point(event);
    const mid = { x: (last.current.x + p.x) / 2, y: (last.current.y + p.y) / 2 };
    g.lineWidth = width(event);
    g.beginPath();
    g.moveTo(last.current.mid.x, last.current.mid.y);
    g.quadraticCurveTo(last.current.x, last.current.y, mid.x, mid.y);
    g.stroke();
    last.current = { ...p, mid };
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    setDrawn(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    setShowSaved(false);
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('interventions.signature')}
      </Text>
      {showSaved && savedUrl ? (
        <Box style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, maxWidth: WIDTH }}>
          <Image src={savedUrl} alt={t('interventions.signature')} fit="contain" h={HEIGHT / 2} data-testid="intervention-signature-saved" />
        </Box>
      ) : (
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={t('interventions.signaturePad')}
          data-testid="intervention-signature-pad"
          data-drawn={drawn ? 'true' : 'false'}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{
            width: '100%',
            maxWidth: WIDTH,
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            border: '1px dashed var(--mantine-color-gray-5)',
            borderRadius: 8,
            touchAction: 'none',
            cursor: disabled ? 'default' : 'crosshair',
            background: '#fff',
          }}
        />
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('interventions.signatureHint')}
        </Text>
        {!disabled && (showSaved || drawn) && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={clear} data-testid="intervention-signature-clear">
            {showSaved ? t('interventions.signatureRedraw') : t('interventions.signatureClear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
