import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, useApi } from '../helpers.ts';
import { loraWorld } from '../lora/world.ts';

type Row = { title: string; body: string; link: string | null; device: { uuid: string } | null; place: { name: string } | null };

// A notification is written from its kind's template for each reader: their language, their time
// zone, the place and the device it is about, and a link there.
describe("notifications in the reader's language and time zone", () => {
  const t = useApi({ PUBLIC_WEB_URL: 'https://panel.example' });

  async function world() {
    const w = await loraWorld(t);
    // The technician reads German in New York; a Polish colleague in the default zone.
    await t.db.user.update({ where: { id: w.technicianUser.id }, data: { language: 'DE', timezone: 'America/New_York', notificationEmail: true } });
    const colleague = await createUser(t.db, { companyId: w.company.id, role: 'CONTROLLER' });
    await t.db.placeUser.create({ data: { placeId: w.place.id, userId: colleague.id } });
    return {
      ...w,
      colleague,
      german: bearer((await signIn(t.app, w.technicianUser.email)).token),
      polish: bearer((await signIn(t.app, colleague.email)).token),
    };
  }
  const latest = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/account/notifications/latest', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Row[];
  };

  it('gives a German user German text with local time, naming the place and device, with a link to the device', async () => {
    const w = await world();
    const alert = await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/manual-set-detection`, headers: w.admin });
    expect(alert.statusCode, alert.body).toBe(200);
    const stored = await t.db.notification.findFirstOrThrow({ where: { userId: w.technicianUser.id }, select: { createdAt: true, metadata: true } });
    const local = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(stored.createdAt);
    expect(stored.metadata).toMatchObject({ params: { device: 'R1', place: w.place.name, devEui: w.placed.devEui, manual: true } });

    const [german] = await latest(w.german);
    expect(german!.title).toBe(`Alarm: R1 – ${w.place.name}`);
    expect(german!.body).toContain('manuell ausgelöst');
    expect(german!.body).toContain(`<b>${w.place.name}</b>`);
    expect(german!.body).toContain(local);
    expect(german!.link).toBe(`/app/places/edit/${w.place.uuid}/devices/${w.device.uuid}`);

    const [polish] = await latest(w.polish);
    expect(polish!.body).toContain('wysłany ręcznie');
    expect(polish!.link).toBe(german!.link);

    // The e-mail: German, local time, and the device's address in the panel.
    const mail = await t.db.emailMessage.findFirstOrThrow({ where: { to: w.technicianUser.email }, orderBy: { id: 'desc' } });
    expect(mail.subject).toBe(`{{product}}: Alarm: R1 – ${w.place.name}`);
    expect(mail.text).toContain(local);
    expect(mail.html).toContain(`href="https://panel.example/app/places/edit/${w.place.uuid}/devices/${w.device.uuid}"`);
    expect(mail.html).toContain('Gerät öffnen');

    // A change of language shows at once: the stored parameters are rendered again.
    await t.db.user.update({ where: { id: w.technicianUser.id }, data: { language: 'EN' } });
    expect((await latest(w.german))[0]!.body).toContain('raised manually');
    // A renamed device and place are named as they are now.
    await t.db.place.update({ where: { id: w.place.id }, data: { name: 'Renamed bakery' } });
    expect((await latest(w.german))[0]!.title).toBe('Alert: R1 – Renamed bakery');
  });

  it('shows the stored text of a notification made before templates, and links it to its place', async () => {
    const w = await world();
    await t.db.notification.create({
      data: {
        userId: w.technicianUser.id,
        notificationKey: 'LORA_DEVICE_ALERT',
        title: 'Alarm czujnika',
        body: '<p>Czujnik <b>R4</b> wykrył ruch.</p>',
        placeId: w.place.id,
      },
    });
    const [old] = await latest(w.german);
    expect(old).toMatchObject({ title: 'Alarm czujnika', body: '<p>Czujnik <b>R4</b> wykrył ruch.</p>', link: `/app/places/edit/${w.place.uuid}` });
  });
});
