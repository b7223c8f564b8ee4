import { describe, expect, it } from 'vitest';
import { formatMoment, notificationLanguage, notificationPath, renderNotification } from './templates.ts';

const alert = { device: 'R4', place: 'Piekarnia', devEui: '70B3D5E75E000001', at: '2026-11-24T11:05:00Z' };
const silence = { device: 'R3', place: 'Magazyn', devEui: '70B3D5E75E000002', lastUplinkAt: '2026-07-01T08:30:00Z' };

describe('notification templates', () => {
  it.each([
    ['pl', 'Alarm: R4 – Piekarnia', 'wykrył szkodnika', '24.11.2026, 12:05', 'Brak sygnału: R3 – Magazyn', 'nie przesłał danych od 01.07.2026, 10:30'],
    ['en', 'Alert: R4 – Piekarnia', 'detected a pest', '24/11/2026, 12:05', 'No signal: R3 – Magazyn', 'has sent nothing since 01/07/2026, 10:30'],
    [
      'de',
      'Alarm: R4 – Piekarnia',
      'hat einen Schädling erkannt',
      '24.11.2026, 12:05',
      'Kein Signal: R3 – Magazyn',
      'hat seit 01.07.2026, 10:30 keine Daten gesendet',
    ],
    ['it', 'Allarme: R4 – Piekarnia', 'ha rilevato un infestante', '24/11/2026, 12:05', 'Nessun segnale: R3 – Magazyn', 'non invia dati dal 01/07/2026, 10:30'],
    ['ru', 'Тревога: R4 – Piekarnia', 'обнаружил вредителя', '24.11.2026, 12:05', 'Нет сигнала: R3 – Magazyn', 'не передаёт данные с 01.07.2026, 10:30'],
  ])(
    'writes %s with the place, the device and the local time (Europe/Warsaw by default)',
    (language, alertTitle, alertWords, alertTime, silenceTitle, silenceWords) => {
      const a = renderNotification('LORA_DEVICE_ALERT', alert, { language })!;
      expect(a.title).toBe(alertTitle);
      expect(a.html).toContain('<b>R4</b>');
      expect(a.html).toContain('<b>Piekarnia</b>');
      expect(a.text).toContain(alertWords);
      expect(a.text).toContain(alertTime);
      const s = renderNotification('LORA_DEVICE_NO_SIGNAL', silence, { language, timeZone: null })!;
      expect(s.title).toBe(silenceTitle);
      expect(s.text).toContain(silenceWords);
      expect(s.text).toContain('70B3D5E75E000002');
    },
  );

  it("uses the reader's time zone, and the default for an unknown one", () => {
    expect(renderNotification('LORA_DEVICE_ALERT', alert, { language: 'en', timeZone: 'America/New_York' })!.text).toContain('24/11/2026, 06:05');
    expect(renderNotification('LORA_DEVICE_ALERT', alert, { language: 'en', timeZone: 'Mars/Olympus' })!.text).toContain('24/11/2026, 12:05');
    expect(formatMoment('not a date', 'pl')).toBe('not a date');
  });

  it('reads stored languages (PL, EN, ...) and falls back to Polish', () => {
    expect(notificationLanguage('DE')).toBe('de');
    expect(notificationLanguage('es')).toBe('pl');
    expect(notificationLanguage(null)).toBe('pl');
    expect(renderNotification('LORA_DEVICE_ALERT', alert, { language: 'ES' })!.title).toBe('Alarm: R4 – Piekarnia');
  });

  it('tells a manual alert, leaves out a missing place, and escapes names', () => {
    expect(renderNotification('LORA_DEVICE_ALERT', { ...alert, manual: true }, { language: 'en' })!.text).toContain('raised manually');
    const placeless = renderNotification('LORA_DEVICE_NO_SIGNAL', { ...silence, place: null }, { language: 'en' })!;
    expect(placeless.title).toBe('No signal: R3');
    expect(placeless.text).toContain('at no place');
    const hostile = renderNotification('LORA_DEVICE_ALERT', { ...alert, place: '<img src=x onerror=alert(1)>' }, { language: 'pl' })!;
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&lt;img');
  });

  it('adds the link to the device when given (e-mail)', () => {
    const mail = renderNotification('LORA_DEVICE_ALERT', alert, { language: 'de', link: 'https://panel.example/app/places/edit/p/devices/d' })!;
    expect(mail.html).toContain('<a href="https://panel.example/app/places/edit/p/devices/d">Gerät öffnen</a>');
    expect(mail.text).toContain('Gerät öffnen: https://panel.example/app/places/edit/p/devices/d');
    expect(renderNotification('LORA_DEVICE_ALERT', alert, { language: 'de' })!.html).not.toContain('<a');
  });

  it('renders nothing for kinds without a template or incomplete parameters (their stored text shows)', () => {
    expect(renderNotification('UPCOMING_EVENT', alert, { language: 'pl' })).toBeNull();
    expect(renderNotification('LORA_DEVICE_ALERT', null, { language: 'pl' })).toBeNull();
    expect(renderNotification('LORA_DEVICE_ALERT', { device: 'R1' }, { language: 'pl' })).toBeNull();
    expect(renderNotification('LORA_DEVICE_NO_SIGNAL', alert, { language: 'pl' })).toBeNull();
  });

  it("leads to the device, else the event's schedule, else the place", () => {
    expect(notificationPath({ placeUuid: 'p', deviceUuid: 'd' })).toBe('/app/places/edit/p/devices/d');
    expect(notificationPath({ placeUuid: 'p', scheduleEvent: true })).toBe('/app/places/edit/p/schedule');
    expect(notificationPath({ placeUuid: 'p' })).toBe('/app/places/edit/p');
    expect(notificationPath({ deviceUuid: 'd' })).toBeNull();
  });

  it('writes a limit breach in the reader\u2019s language, escaping what users named', () => {
    const breach = {
      limit: 'Hala <A>',
      critical: false,
      place: 'Piekarnia',
      device: null,
      rule: 'NORMAL_SUM',
      subject: null,
      measured: 4,
      threshold: 3,
      at: '2026-11-24T11:05:00Z',
    };
    const pl = renderNotification('PEST_LIMIT_EXCEEDED', breach, { language: 'pl' })!;
    expect(pl.title).toBe('Przekroczony limit: Hala <A> – Piekarnia');
    expect(pl.text).toBe('Suma szkodników zwykłych: 4 przy limicie 3 w miejscu Piekarnia, 24.11.2026, 12:05.');
    expect(pl.html).not.toContain('<A>');
    const critical = renderNotification(
      'PEST_LIMIT_EXCEEDED',
      { ...breach, limit: 'Pułapka', critical: true, device: 'R4', rule: 'OBSERVATION', subject: 'Zjedzona przynęta', measured: 90, threshold: 80 },
      { language: 'en', link: 'https://x.test/d' },
    )!;
    expect(critical.title).toBe('Limit exceeded: Critical limit of Pułapka – Piekarnia');
    expect(critical.text).toContain('Zjedzona przynęta: 90% against a limit of 80%, device R4 at Piekarnia');
    expect(critical.text).toContain('Open the device: https://x.test/d');
    for (const language of ['de', 'it', 'ru']) expect(renderNotification('PEST_LIMIT_EXCEEDED', breach, { language })!.title).toContain('Hala <A>');
    expect(renderNotification('PEST_LIMIT_EXCEEDED', { ...breach, measured: 'x' }, { language: 'pl' })).toBeNull();
  });
});
